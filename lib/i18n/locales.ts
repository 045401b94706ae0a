/**
 * The languages GardenSwap speaks (issue 38, decision 0231): English (the SPEC's own words, verbatim),
 * Spanish, and Arabic, written right to left. Pure: read by the proxy, the public page cache's key,
 * the pages, the API and background work alike.
 */
export const LOCALES = ["en", "es", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language in its own words: what a chooser shows, whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español", ar: "العربية" };

export const BAD_LANGUAGE = `Language must be one of: ${LOCALES.join(", ")}`;

/** A visitor's own choice, kept in their browser (the footer's chooser, or ?lang= on a shared link). */
export const LANG_COOKIE = "gs_lang";
/** The locale proxy.ts resolved, handed to the render (a layout cannot read the query). */
export const LOCALE_HEADER = "x-gs-locale";

export const isLocale = (v: unknown): v is Locale => typeof v === "string" && (LOCALES as readonly string[]).includes(v);

export const dirOf = (locale: Locale): "rtl" | "ltr" => (locale === "ar" ? "rtl" : "ltr");

/**
 * The best of our languages for an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8" → "es"):
 * highest q first, a region matching its language; nothing we speak → English.
 */
export function negotiate(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number; at: number } | null = null;
  acceptLanguage
    .split(",")
    .slice(0, 20)
    .forEach((part, at) => {
      const [tag, ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      const base = tag.trim().toLowerCase().split("-")[0];
      if (!isLocale(base) || !(q > 0)) return;
      if (!best || q > best.q) best = { locale: base, q, at };
    });
  return (best as { locale: Locale } | null)?.locale ?? DEFAULT_LOCALE;
}

/** One cookie's value from a Cookie header. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Which language a request is answered in, first that applies: a `?lang=` in the link (hreflang
 * alternates, a shared link), the signed-in gardener's setting, the visitor's chosen cookie, their
 * browser's Accept-Language, English.
 */
export function pickLocale(from: { query?: string | null; user?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  for (const choice of [from.query, from.user, from.cookie]) if (isLocale(choice)) return choice;
  return negotiate(from.acceptLanguage);
}
