import { cache } from "react";
import { LANG_COOKIE, LOCALES, LOCALE_HEADER, pickLocale, type Locale } from "@/lib/i18n/locales";
import { MESSAGES, translator } from "@/lib/i18n/translate";
import type { Messages } from "@/lib/i18n/messages/en";
import { getPageViewer } from "./session";
import { nextRequest } from "./next-request";

/**
 * The language of the page being rendered, once per request (decision 0231): a link's ?lang= (passed
 * on by proxy.ts, which always sets or clears the header, so a client cannot slip one past the page
 * cache's key), the gardener's setting, the visitor's cookie, their browser's Accept-Language.
 */
export const pageLocale = cache(async (): Promise<Locale> => {
  const [h, jar, viewer] = await Promise.all([nextRequest.headers(), nextRequest.cookies(), getPageViewer()]);
  return pickLocale({ query: h.get(LOCALE_HEADER), user: viewer?.language, cookie: jar.get(LANG_COOKIE)?.value, acceptLanguage: h.get("accept-language") });
});

/** A server component's words: `const t = await getT("settings"); t("title")`. */
export async function getT<N extends keyof Messages>(namespace: N) {
  return translator(await pageLocale(), namespace);
}

/**
 * A client component's words, as they are in the catalogue, to hand it as a prop (decision 0231: no
 * catalogue ships; a Spanish page ships the same scripts as an English one). Its {values} are filled
 * in the browser by lib/i18n/fill.ts.
 */
export async function getWords<N extends keyof Messages>(namespace: N): Promise<Messages[N]> {
  return MESSAGES[await pageLocale()][namespace];
}

/** `path` in `locale`: English is the plain link, the others carry ?lang= (what hreflang points at). */
function localePath(path: string, locale: Locale): string {
  return locale === "en" ? path : `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
}

/**
 * A public page's canonical link and its hreflang alternates (issue 38): one URL per language
 * (?lang=), the plain one as x-default. The canonical is the page's own language, so a crawler
 * keeps each language's page rather than folding them into English.
 */
export async function languageAlternates(path: string) {
  const locale = await pageLocale();
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l, localePath(path, l)]));
  languages["x-default"] = path;
  return { canonical: localePath(path, locale), languages };
}
