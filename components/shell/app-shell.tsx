import type { ReactNode } from "react";
import { SocketProvider } from "@/components/realtime/socket-provider";
import { NotificationBell } from "@/components/notifications/bell";
import { OfflineBanner } from "@/components/pwa/offline-banner";
import { SessionEndedWatcher } from "@/components/realtime/session-ended";
import { UnreadMessagesProvider } from "@/components/realtime/unread-messages";
import { getPageViewer } from "@/app/_doors/page";
import { getT, getWords } from "@/app/_doors/locale";
import { BottomNav, TopNav } from "./bottom-nav";
import { Logo } from "./logo";
import { LegalLinks } from "@/components/legal/legal-links";
import { BlockUndoNotice } from "@/components/safety/block-undo";

/**
 * The signed-in frame: header (with the nav from 768 px), content, footer, bottom nav on phones.
 * One live socket per tab (SocketProvider) serves the chat and the live badges.
 */
export async function AppShell({ children, badges, headerExtra }: { children: ReactNode; badges?: { messages?: number; notifications?: number }; headerExtra?: ReactNode }) {
  const viewer = await getPageViewer();
  const [t, words] = await Promise.all([getT("shell"), getWords("talkShell")]);
  const labels = { mainNav: t("mainNav"), myLists: t("myLists"), message: t("message"), marketplace: t("marketplace"), profile: t("profile"), unread: t("unread") };
  return (
    <SocketProvider viewerId={viewer?.id ?? null}>
      <SessionEndedWatcher />
      <UnreadMessagesProvider initial={badges?.messages ?? 0}>
        <div className="app-frame flex min-h-dvh flex-col">
          <header className="sticky top-0 z-20 border-b border-line bg-cream/95 backdrop-blur">
            <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-4 px-4 md:h-16">
              <Logo href="/listings" />
              <div className="flex items-center gap-2">
                <TopNav badges={badges} labels={labels} />
                {viewer && <NotificationBell initial={badges?.notifications ?? 0} words={words} />}
                {headerExtra}
              </div>
            </div>
          </header>
          <OfflineBanner words={words} />
          <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-5xl flex-1 px-4 pb-28 pt-4 md:pb-12 md:pt-8">
            {children}
          </main>
          <footer className="mb-16 border-t border-line py-6 text-center text-sm text-muted md:mb-0">
            © {new Date().getFullYear()} GardenSwap
            <LegalLinks />
          </footer>
          <BottomNav badges={badges} labels={labels} />
          <BlockUndoNotice words={await getWords("peopleBlocked")} />
        </div>
      </UnreadMessagesProvider>
    </SocketProvider>
  );
}
