import type { ReactNode } from "react";
import { BottomNav, TopNav } from "./bottom-nav";
import { Logo } from "./logo";

/** The signed-in frame: header (with the nav from 768 px), content, footer, bottom nav on phones. */
export function AppShell({ children, badges, headerExtra }: { children: ReactNode; badges?: { messages?: number }; headerExtra?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-20 border-b border-line bg-cream/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-4 px-4 md:h-16">
          <Logo href="/listings" />
          <div className="flex items-center gap-2">
            <TopNav badges={badges} />
            {headerExtra}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 pb-28 pt-4 md:pb-12 md:pt-8">
        {children}
      </main>
      <footer className="mb-16 border-t border-line py-6 text-center text-sm text-muted md:mb-0">
        © {new Date().getFullYear()} GardenSwap
      </footer>
      <BottomNav badges={badges} />
    </div>
  );
}
