/** A piece of a gardener's text: plain text, or a web address made into a link. */
export type TextPart = { text: string; href?: string };

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'"»”’]+$/;

/** Cuts punctuation that ends a sentence, and a closing bracket the address did not open. */
function trimUrl(raw: string): string {
  let url = raw.replace(TRAILING, "");
  for (const [open, close] of [["(", ")"], ["[", "]"]]) {
    while (url.endsWith(close) && url.split(open).length < url.split(close).length) url = url.slice(0, -1).replace(TRAILING, "");
  }
  return url;
}

/**
 * Splits text into plain parts and http(s) links. Only http and https become links (never
 * javascript:, data: or other schemes); "www." addresses get https://.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    const url = trimUrl(m[0]);
    const start = m.index;
    let href: string | null = null;
    try {
      const u = new URL(/^www\./i.test(url) ? `https://${url}` : url);
      if ((u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".")) href = u.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
