import { getWords, pageLocale } from "@/app/_doors/locale";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";
import { distanceIn } from "@/lib/i18n/translate";
import { groupDigits } from "@/lib/validation/group-digits";
import { MESSAGE_MAX } from "@/lib/validation/message-terms";

/** A chat's words (issue 38): talkChat, the push offer's talkPush for after the first Send, and reporting and blocking's. */
export type ChatWords = Messages["talkChat"] & { push: Messages["talkPush"]; safety: Messages["peopleSafety"] };

/**
 * A chat's words in the page's language, for its server parent to hand the client components (the
 * /messages/{id} page, a listing's chat widget). What the server knows is filled in here (the other
 * gardener's name, the message limit, the distance), so the chat's scripts carry no formatting of
 * their own (JS budget, decision 0135); what only the browser knows ({at}) stays for it.
 */
export async function chatWords(values: { name?: string | null; id?: number; title?: string; distance?: string | null }): Promise<ChatWords> {
  const [chat, push, safety, locale] = await Promise.all([getWords("talkChat"), getWords("talkPush"), getWords("peopleSafety"), pageLocale()]);
  const known = {
    name: values.name ?? "",
    id: values.id ?? "",
    title: values.title ?? "",
    distance: values.distance ? distanceIn(values.distance, locale) : "",
    max: groupDigits(MESSAGE_MAX),
  };
  const filled = Object.fromEntries(Object.entries(chat).map(([key, text]) => [key, fill(text, known)])) as Messages["talkChat"];
  // "about 3 km away · " before "View profile and listings", or nothing when the distance is not known.
  return { ...filled, away: known.distance ? filled.away : "", push, safety };
}
