import { ThumbDownIcon } from "@/components/ui/icons/thumb-down";
import { ThumbUpIcon } from "@/components/ui/icons/thumb-up";

// Not a client module: a seller profile's trade record (a server component) shows ratings without
// shipping the thank-you form to every visitor (decision 0135, session 8).
export const RATINGS = [
  { value: "up", label: "It went well" },
  { value: "down", label: "It didn't go well" },
  { value: "no_show", label: "Didn't show up" },
] as const;
export type Rating = (typeof RATINGS)[number]["value"];

/** How it went, in words with a thumb (up, down) — never an emoji alone. */
export function RatingLabel({ rating }: { rating: Rating }) {
  const label = RATINGS.find((x) => x.value === rating)!.label;
  return (
    <span className="inline-flex items-center gap-1">
      {rating === "up" ? <ThumbUpIcon width={16} height={16} /> : <ThumbDownIcon width={16} height={16} />}
      {label}
    </span>
  );
}
