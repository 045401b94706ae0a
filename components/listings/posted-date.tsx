import type { CardWords } from "./card-words";
import { postedText } from "./posted";

/** "Posted 3 days ago", with the exact time for machines and hover. */
export function PostedDate({ iso, words, className = "" }: { iso: string; words: CardWords; className?: string }) {
  return (
    <time suppressHydrationWarning dateTime={iso} title={new Date(iso).toUTCString()} className={className}>
      {postedText(iso, words)}
    </time>
  );
}
