import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { formatLocation } from "./location";

export type Gardener = { id: number; username: string; profile_picture: string | null; city?: string | null; state?: string | null };

/** A friend card: avatar, @username and where they garden (`noPlace` when unknown, in the page's language); the whole top opens /seller/{id}. */
export function GardenerCard({ user, noPlace, children, note }: { user: Gardener; noPlace: string; children?: ReactNode; note?: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link
        href={`/seller/${user.id}`}
        className="flex flex-1 flex-col items-center gap-2 rounded-2xl px-3 pb-3 pt-5 text-center focus-visible:outline-offset-0"
      >
        <Avatar src={user.profile_picture} name={user.username} size={64} />
        <span className="max-w-full truncate font-bold text-primary">@{user.username}</span>
        <span dir="auto" className="max-w-full truncate text-sm text-muted">{formatLocation(user.city, user.state, noPlace)}</span>
        {note}
      </Link>
      {children && <div className="flex flex-wrap justify-center gap-2 border-t border-line px-3 py-3">{children}</div>}
    </li>
  );
}

/** A one-line row (search results, invitations): avatar and name on the left, actions on the right. */
export function GardenerRow({ user, noPlace, children, note }: { user: Gardener; noPlace: string; children?: ReactNode; note?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-white px-3 py-3 shadow-sm sm:px-4">
      <Link href={`/seller/${user.id}`} className="flex min-w-0 basis-48 flex-1 items-center gap-3 rounded-xl">
        <Avatar src={user.profile_picture} name={user.username} size={48} />
        <span className="min-w-0">
          <span className="block truncate font-bold text-primary">@{user.username}</span>
          <span dir="auto" className="block truncate text-sm text-muted">{note ?? formatLocation(user.city, user.state, noPlace)}</span>
        </span>
      </Link>
      {children && <div className="ml-auto flex shrink-0 flex-wrap items-center justify-end gap-2">{children}</div>}
    </li>
  );
}
