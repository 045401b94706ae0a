import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { LEGAL_PAGES } from "./legal-links";

/** One readable column for the help and policy pages, with the other pages one tap away. */
export function LegalPage({ title, intro, updated, children }: { title: string; intro: ReactNode; updated?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-2xl py-6 text-ink [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:text-primary [&_li]:mt-1.5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:font-bold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2">
      <h1 className="text-3xl text-primary">{title}</h1>
      <div className="text-lg text-muted">{intro}</div>
      {updated && <p className="text-sm text-muted">Last updated {updated}.</p>}
      {children}
      <nav aria-label="More about GardenSwap" className="mt-10 border-t border-line pt-4 text-sm">
        <p>
          More:{" "}
          {LEGAL_PAGES.filter((p) => p.label !== title).map((p, i) => (
            <span key={p.href}>
              {i > 0 && " · "}
              <Link href={p.href}>{p.label}</Link>
            </span>
          ))}
          {" · "}
          <a href="mailto:hello@gardenswap.app">hello@gardenswap.app</a>
        </p>
      </nav>
    </article>
  );
}
