import type { Metadata } from "next";
import { getT } from "@/app/_doors/locale";
import { LogoMark, logoClass } from "@/components/shell/logo-mark";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("talkNotFound"))("title"), robots: { index: false } };
}

/** SPEC §2: any unmatched path shows 'Page Not Found' with a 'Go to Home' link. */
export default async function NotFound() {
  const t = await getT("talkNotFound");
  return (
    <main id="main" tabIndex={-1} className="outline-none flex min-h-dvh flex-col items-center justify-center gap-5 px-6 py-12 text-center">
      {/* Plain links: this boundary ships with every page, and next/link would add its own copy there (decision 0135). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className={logoClass()}>
        <LogoMark />
      </a>
      <EmptyBed />
      <p className="text-sm font-bold uppercase tracking-widest text-secondary">{t("error404")}</p>
      <h1 className="-mt-2 text-3xl text-primary md:text-4xl">{t("title")}</h1>
      <p className="max-w-sm text-lg text-muted">{t("emptyBed")}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a
        href="/"
        className="inline-flex h-12 items-center rounded-full bg-primary px-7 font-bold text-white shadow-lg shadow-primary/20 transition-colors hover:bg-primary-hover"
      >
        {t("home")}
      </a>
    </main>
  );
}

function EmptyBed() {
  return (
    <svg aria-hidden viewBox="0 0 240 150" className="h-36 w-56">
      <ellipse cx="120" cy="128" rx="100" ry="14" fill="#e6ded3" />
      <path d="M40 88h160l-12 40H52z" fill="#501C19" />
      <rect x="32" y="78" width="176" height="16" rx="6" fill="#6b2a25" />
      <ellipse cx="120" cy="80" rx="82" ry="5" fill="#3d1412" />
      <path d="M170 78V44" stroke="#5f5650" strokeWidth="4" strokeLinecap="round" />
      <rect x="146" y="22" width="48" height="28" rx="5" fill="#fbf8f2" stroke="#5f5650" strokeWidth="3" />
      <path d="M160 32h20M160 40h12" stroke="#5f5650" strokeWidth="3" strokeLinecap="round" />
      <path d="M92 78c0-10 4-16 12-18-1 8-5 14-12 18z" fill="#a9cf7d" opacity=".9" />
    </svg>
  );
}
