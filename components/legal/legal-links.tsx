import Link from "@/components/ui/link";

/** The pages a gardener may want before trusting us with a home area: linked from every footer and from sign-up. */
export const LEGAL_PAGES = [
  { href: "/help", label: "Help" },
  { href: "/guidelines", label: "Community guidelines" },
  { href: "/privacy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
] as const;

/** The footer's row of links; `className` colours them for the frame they sit in. */
export function LegalLinks({ className = "text-muted hover:text-primary" }: { className?: string }) {
  return (
    <nav aria-label="About GardenSwap">
      <ul className="flex flex-wrap items-center justify-center gap-x-2">
        {LEGAL_PAGES.map((p) => (
          <li key={p.href}>
            <Link href={p.href} className={`inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline ${className}`}>
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
