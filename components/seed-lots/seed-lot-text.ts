import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages/en";
import { savedText, type Pollination, type SeedSource } from "@/lib/seed-lots/words";

type Terms = Messages["communitySeedTerms"];

/** A lot's pollination in the catalogue's words (lib/seed-lots/words.ts POLLINATION_LABEL in English). */
export const POLLINATION_KEY: Record<Pollination, keyof Terms> = { "open-pollinated": "polOpen", hybrid: "polHybrid", unknown: "polUnknown" };

/** Where a lot came from, as a lot's page says it (lib/seed-lots/words.ts SOURCE_TEXT in English). */
export const SOURCE_KEY: Record<SeedSource, keyof Terms> = { saved: "srcSaved", bought: "srcBought", swapped: "srcSwapped", library: "srcLibrary" };

/** Where a lot came from, as the listing form's options say it. */
export const SOURCE_OPTION_KEY: Record<SeedSource, keyof Terms> = { saved: "optSaved", bought: "optBought", swapped: "optSwapped", library: "optLibrary" };

/** "September 2025" (English as lib/seed-lots/words.ts savedText has it), "septiembre de 2025", … from a lot's "2025-09". */
export function savedIn(saved: string, locale: Locale): string {
  if (locale === "en") return savedText(saved);
  const [y, m] = saved.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" });
}
