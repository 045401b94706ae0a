import { getWords } from "@/app/_doors/locale";
import type { Messages } from "@/lib/i18n/messages/en";

/** A trade panel's words (issue 38): its own, and reporting's for the other side's thank-you note. */
export type TradePanelWords = Messages["tradesPanel"] & { safety: Messages["peopleSafety"] };

/** The trade panel's words in the page's language, for its server parent to hand over. */
export async function tradePanelWords(): Promise<TradePanelWords> {
  const [panel, safety] = await Promise.all([getWords("tradesPanel"), getWords("peopleSafety")]);
  return { ...panel, safety };
}
