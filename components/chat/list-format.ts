import { shortDate } from "@/components/ui/local-time";
import { hourMinute } from "./format";

// The conversation list's own formatting, apart from format.ts: a chat page does not carry it (JS budget, decision 0135).

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A conversation's time: hour:minute today; the short date before it, so an old message never looks new. */
export function conversationTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (sameDay(d, now)) return hourMinute(iso);
  return `${shortDate(d, { year: d.getFullYear() !== now.getFullYear() })}, ${hourMinute(iso)}`;
}

/** SPEC §5: the conversation search is case-insensitive, by username and by last message text. */
export function matchesSearch(c: { username: string; last_message: string }, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return !q || c.username.toLocaleLowerCase().includes(q) || c.last_message.toLocaleLowerCase().includes(q);
}
