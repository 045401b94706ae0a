import { groupDigits } from "@/lib/validation/group-digits";

/**
 * Characters used of a limit, under a text field. Nothing is cut (no `maxLength`, decision 0160): over
 * the limit it says by how much, in red, and the schema refuses the text with its own message.
 * `from` keeps it out of the way until the text gets close to the limit.
 */
export function CharCount({ id, length, max, from = 0 }: { id?: string; length: number; max: number; from?: number }) {
  const over = length > max;
  if (!over && length < from) return null;
  return (
    <p id={id} className={`mt-1 text-right text-xs ${over ? "font-bold text-red-700" : "text-muted"}`} aria-live={over ? "polite" : "off"}>
      {over && `${groupDigits(length - max)} too many · `}
      {groupDigits(length)}/{groupDigits(max)}
    </p>
  );
}
