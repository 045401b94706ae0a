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
