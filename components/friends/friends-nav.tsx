import Link from "@/components/ui/link";
import { getT } from "@/app/_doors/locale";

/** Each item's link and the catalogue key of its name (peopleNav, lib/i18n/messages/areas/people.ts). */
const ITEMS = [
  { key: "friends", href: "/myfriends" },
  { key: "search", href: "/gardeners" },
  { key: "invitations", href: "/friend-invi" },
  { key: "listings", href: "/my-friend-listing" },
  { key: "groups", href: "/groups" },
] as const;

/** The friends area's own small navigation (it sits under Profile in the main nav), in the page's language; `view`: the page it is on. */
export async function FriendsNav({ view, invitations = 0 }: { view: (typeof ITEMS)[number]["key"]; invitations?: number }) {
  const t = await getT("peopleNav");
  return (
    <nav aria-label={t("label")} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]">
      <ul className="flex min-w-max gap-2">
        {ITEMS.map((item) => {
          const active = item.key === view;
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={`relative inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-bold transition-colors ${
                  active ? "border-secondary bg-secondary text-white" : "border-line bg-white text-secondary hover:bg-secondary-soft"
                }`}
              >
                {t(item.key)}
                {item.key === "invitations" && invitations > 0 && (
                  <span className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 ${active ? "bg-white text-secondary" : "bg-primary text-white"}`}>
                    {invitations}
                    <span className="sr-only"> {t("waiting")}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
