/** A catalogue's shape with every leaf a string: what another language must give for `T`. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/**
 * One area's words (issue 38) in every language, kept side by side so a translator sees the English
 * beside the Spanish and the Arabic. The English is the SPEC's words verbatim; the other languages
 * must have exactly its keys (a missing one is a type error). ICU syntax; a namespace handed to a
 * client component (getWords) uses only plain {values}, filled there by lib/i18n/fill.ts.
 */
export function defineWords<T extends Record<string, object>>(en: T, others: { es: Catalogue<T>; ar: Catalogue<T> }) {
  return { en, ...others };
}
