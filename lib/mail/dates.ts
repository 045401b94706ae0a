import type { Locale } from "@/lib/i18n/locales";

/**
 * The Intl locale for a date or time in an e-mail or a push, in its reader's language (issue 38): English
 * keeps the British dates the e-mails always had ("Saturday 5 July"); the others their own.
 */
export const dateLocale = (locale: Locale): string => (locale === "en" ? "en-GB" : locale);

/** A short list of names ("basil, kale"), with the reader's comma. */
export const listOf = (items: string[], locale: Locale): string => items.join(locale === "ar" ? "، " : ", ");
