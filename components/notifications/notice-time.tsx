import { timeAgo } from "@/components/ui/time-ago";

/** "3 hours ago" on a notification (the server's and the client's first pass may differ by a minute). */
export function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning className="text-xs text-muted">
      {timeAgo(iso)}
    </time>
  );
}
