/**
 * The wordmark without a link, for pages that must not import next/link: the root 404 boundary ships
 * with every page, and next/link there would add its own copy to every page's scripts (decision 0135).
 */
export function LogoMark({ light = false }: { light?: boolean }) {
  return (
    <>
      <svg aria-hidden viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="14" fill={light ? "#fbf8f2" : "#501C19"} />
        <path d="M32 50V30" stroke={light ? "#501C19" : "#fbf8f2"} strokeWidth="4" strokeLinecap="round" />
        <path d="M32 32c0-9 6-15 16-16 0 10-6 16-16 16z" fill="#6f9f3a" />
        <path d="M32 38c0-8-5-13-14-14 0 9 5 14 14 14z" fill="#a9cf7d" />
      </svg>
      GardenSwap
    </>
  );
}

export const logoClass = (light = false) => `inline-flex min-h-11 items-center gap-2 text-xl font-black ${light ? "text-white" : "text-primary"}`;
