import { postedText } from "./posted";

/** "Posted 3 days ago", with the exact time for machines and hover. */
export function PostedDate({ iso, className = "" }: { iso: string; className?: string }) {
  return (
    <time suppressHydrationWarning dateTime={iso} title={new Date(iso).toUTCString()} className={className}>
      {postedText(iso)}
    </time>
  );
}
