import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Logo } from "@/components/shell/logo";
import { devToolsEnabled } from "@/lib/mail/dev-outbox";

export const metadata: Metadata = { title: "Developer tools", robots: { index: false, follow: false } };

/** Developer tools: development and test only, a 404 in production. */
export default function DevLayout({ children }: { children: React.ReactNode }) {
  if (!devToolsEnabled()) notFound();
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-3">
          <Logo />
          <span className="rounded-full bg-secondary-soft px-3 py-1 text-sm font-bold text-secondary">Development only</span>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none mx-auto max-w-6xl px-5 py-6">{children}</main>
    </div>
  );
}
