import Link from "@/components/ui/link";

const ITEMS = [
  { key: "friends", href: "/myfriends", label: "My friends" },
  { key: "search", href: "/gardeners", label: "Find gardeners" },
  { key: "invitations", href: "/friend-invi", label: "Invitations" },
  { key: "listings", href: "/my-friend-listing", label: "Friends' listings" },
  { key: "groups", href: "/groups", label: "Groups" },
] as const;

/** The friends area's own small navigation (it sits under Profile in the main nav). */
export function FriendsNav({ current, invitations = 0 }: { current: (typeof ITEMS)[number]["key"]; invitations?: number }) {
  return (
    <nav aria-label="Friends" className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]">
      <ul className="flex min-w-max gap-2">
        {ITEMS.map((item) => {
          const active = item.key === current;
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={`relative inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-bold transition-colors ${
                  active ? "border-secondary bg-secondary text-white" : "border-line bg-white text-secondary hover:bg-secondary-soft"
                }`}
              >
                {item.label}
                {item.key === "invitations" && invitations > 0 && (
                  <span className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 ${active ? "bg-white text-secondary" : "bg-primary text-white"}`}>
                    {invitations}
                    <span className="sr-only"> waiting</span>
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
