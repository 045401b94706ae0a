import { timeAgo, type AgoWords } from "@/components/ui/time-ago";

/** "3 hours ago" on a notification (the server's and the client's first pass may differ by a minute). */
export function Time({ iso, w }: { iso: string; w: AgoWords }) {
  return (
    <time dateTime={iso} suppressHydrationWarning className="text-xs text-muted">
      {timeAgo(iso, w)}
    </time>
  );
}
