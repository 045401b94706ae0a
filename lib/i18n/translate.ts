import { createTranslator } from "use-intl/core";
import type { Locale } from "./locales";
import { ar } from "./messages/ar";
import { en, type Messages } from "./messages/en";
import { es } from "./messages/es";

export const MESSAGES: Record<Locale, Messages> = { en, es, ar };

/**
 * The words of one part of the app in one language, for server code: pages (through
 * app/_doors/locale.ts), and later e-mails, pushes and API details, which know their reader's locale
 * without a request. use-intl's ICU formatter (decision 0231); client components get their words as
 * props, so no catalogue ships to the browser.
 */
export function translator<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}

/**
 * A distance bucket ("about 3 km", "under 1 mile", "over 30 miles": lib/places/buckets.ts, the only
 * distances anyone sees) in `locale`; anything else comes back as it is.
 */
export function distanceIn(label: string, locale: Locale): string {
  const m = /^(under|about|over) (\d+) (km|miles?)$/.exec(label);
  if (!m || locale === "en") return label;
  const t = translator(locale, "distance");
  const n = Number(m[2]);
  return t(m[1] as "under" | "about" | "over", { n, unit: m[3] === "km" ? t("km") : t("miles", { n }) });
}

/** A category's name ("produce", "seeds", "plants") in `locale`. */
export function categoryIn(name: string, locale: Locale): string {
  return name === "produce" || name === "seeds" || name === "plants" ? translator(locale, "categories")(name) : name;
}
