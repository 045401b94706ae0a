"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { useLiveBadges } from "@/components/realtime/unread-messages";
import { ChatIcon } from "@/components/ui/icons/chat";
import { ListIcon } from "@/components/ui/icons/list";
import { StoreIcon } from "@/components/ui/icons/store";
import { UserIcon } from "@/components/ui/icons/user";

/** The nav's words in the page's language, translated on the server (no catalogue ships to the browser). */
export type NavLabels = { mainNav: string; myLists: string; message: string; marketplace: string; profile: string; unread: string };
type Item = { href: string; label: keyof NavLabels; icon: ReactNode; match: (p: string) => boolean; badgeKey?: "messages" };

export const NAV_ITEMS: Item[] = [
  { href: "/my-listings", label: "myLists", icon: <ListIcon />, match: (p) => p.startsWith("/my-listings") || p === "/post-want" || p === "/listings/new" },
  { href: "/messages", label: "message", icon: <ChatIcon />, match: (p) => p.startsWith("/messages"), badgeKey: "messages" },
  { href: "/listings", label: "marketplace", icon: <StoreIcon />, match: (p) => p === "/listings" || (p.startsWith("/listings/") && p !== "/listings/new") || p === "/filter-page" },
  { href: "/profile", label: "profile", icon: <UserIcon />, match: (p) => p.startsWith("/profile") || p.startsWith("/settings") || p.startsWith("/myfriends") || p.startsWith("/my-trades") || p.startsWith("/groups") },
];

function Badge({ count, unread }: { count?: number; unread: string }) {
  if (!count) return null;
  return (
    <span className="absolute -right-2 -top-1 min-w-5 rounded-full bg-primary px-1.5 text-center text-xs font-bold leading-5 text-white ring-2 ring-white">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {unread}</span>
    </span>
  );
}

const VARIANTS = {
  bottom: {
    nav: "fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden",
    list: "mx-auto grid max-w-lg grid-cols-4",
    link: (active: boolean) => `flex flex-col items-center gap-0.5 py-2 text-xs font-bold ${active ? "text-primary" : "text-muted hover:text-primary"}`,
  },
  top: {
    nav: "hidden md:block",
    list: "flex items-center gap-1",
    link: (active: boolean) =>
      `relative flex items-center gap-2 rounded-full px-4 py-2 text-sm font-bold ${active ? "bg-primary text-white" : "text-primary hover:bg-primary-soft"}`,
  },
} as const;

/** The four main destinations; phones get a fixed bar at the bottom, from 768 px they sit in the header. */
function MainNav({ variant, labels, badges: initialBadges = {} }: { variant: keyof typeof VARIANTS; labels: NavLabels; badges?: { messages?: number } }) {
  const pathname = usePathname() ?? "/";
  const badges = useLiveBadges(initialBadges);
  const v = VARIANTS[variant];
  return (
    <nav aria-label={labels.mainNav} className={v.nav}>
      <ul className={v.list}>
        {NAV_ITEMS.map((item) => {
          const active = item.match(pathname);
          return (
            <li key={item.href}>
              <Link href={item.href} aria-current={active ? "page" : undefined} className={v.link(active)}>
                <span className="relative">
                  {item.icon}
                  {item.badgeKey && <Badge count={badges[item.badgeKey]} unread={labels.unread} />}
                </span>
                {labels[item.label]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type NavProps = { labels: NavLabels; badges?: { messages?: number } };
export const BottomNav = (props: NavProps) => <MainNav variant="bottom" {...props} />;
export const TopNav = (props: NavProps) => <MainNav variant="top" {...props} />;
