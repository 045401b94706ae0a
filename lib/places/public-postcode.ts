/**
 * The postcode others may see (issue 29, M2): the public profile keeps SPEC's `zip_code` field, but
 * for anyone but the owner it carries only the coarse part, never a street. Pure, pattern-based (the
 * field is free text and the country may be unknown):
 * - US ZIP: the 5 digits (a ZIP+4 loses the +4, which is a block);
 * - UK: the outward code ("SW1A 2AA" → "SW1A"); Canada: the FSA ("K1A 0B1" → "K1A");
 *   Netherlands: the 4 digits ("1012 AB" → "1012"); Ireland: the Eircode routing key ("D02 X285" → "D02");
 * - 4-digit codes (Australia, New Zealand…) cover a suburb or more: kept;
 * - anything else: its first part (before a space or hyphen), at most 5 characters — the district
 *   level of most national schemes ("01310-100" → "01310", "100-0001" → "100").
 */
const US = /^(\d{5})(?:[\s-]?\d{4})?$/;
const UK = /^([A-Z]{1,2}\d[A-Z\d]?)\s*\d[A-Z]{2}$/;
const CA = /^([A-Z]\d[A-Z])\s*-?\s*\d[A-Z]\d$/;
const NL = /^(\d{4})\s*[A-Z]{2}$/;
const IE = /^([AC-FHKNPRTV-Y]\d{2}|D6W)\s*[0-9AC-FHKNPRTV-Y]{4}$/;

export function publicPostcode(postcode: string | null | undefined): string | null {
  if (postcode === null || postcode === undefined) return null;
  const p = postcode.trim().toUpperCase().replace(/\s+/g, " ");
  if (!p) return null;
  for (const re of [US, UK, CA, NL, IE]) {
    const m = p.match(re);
    if (m) return m[1];
  }
  if (/^\d{4}$/.test(p)) return p;
  return p.split(/[\s-]/)[0].slice(0, 5);
}
