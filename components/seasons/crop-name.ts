import { CROPS_BY_SLUG } from "@/lib/crops/catalogue";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A catalogue crop's name in `locale` (issue 38, decision 0230: the usual name first in
 * lib/crops/data/names-*.ts); English, and a crop the data has no name for, keep `english`.
 */
export function cropNameIn(slug: string, english: string, locale: Locale): string {
  if (locale === "en") return english;
  return CROPS_BY_SLUG.get(slug)?.languages[locale]?.[0] ?? english;
}
