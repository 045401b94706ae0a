import type { Messages } from "@/lib/i18n/messages/en";
import { ThumbDownIcon } from "@/components/ui/icons/thumb-down";
import { ThumbUpIcon } from "@/components/ui/icons/thumb-up";

// Not a client module: a seller profile's trade record (a server component) shows ratings without
// shipping the thank-you form to every visitor (decision 0135, session 8).
export const RATINGS = ["up", "down", "no_show"] as const;
export type Rating = (typeof RATINGS)[number];

/** How it went, in words with a thumb (up, down) — never an emoji alone. */
export function RatingLabel({ rating, words }: { rating: Rating; words: Messages["tradesPanel"]["ratings"] }) {
  return (
    <span className="inline-flex items-center gap-1">
      {rating === "up" ? <ThumbUpIcon width={16} height={16} /> : <ThumbDownIcon width={16} height={16} />}
      {words[rating]}
    </span>
  );
}
