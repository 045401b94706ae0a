import { groupDigits } from "@/lib/validation/group-digits";

/**
 * Characters used of a limit, under a text field. Nothing is cut (no `maxLength`, decision 0160): over
 * the limit it says by how much, in red, and the schema refuses the text with its own message.
 * `from` keeps it out of the way until the text gets close to the limit. `tooMany`: "{n} too many" in
 * the page's language (issue 38), English when not given.
 */
export function CharCount({ id, length, max, from = 0, tooMany = "{n} too many" }: { id?: string; length: number; max: number; from?: number; tooMany?: string }) {
  const over = length > max;
  if (!over && length < from) return null;
  return (
    <p id={id} className={`mt-1 text-right text-xs ${over ? "font-bold text-red-700" : "text-muted"}`} aria-live={over ? "polite" : "off"}>
      {over && `${tooMany.replace("{n}", groupDigits(length - max))} · `}
      {groupDigits(length)}/{groupDigits(max)}
    </p>
  );
}
