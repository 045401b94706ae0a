/** The http(s) links of an e-mail's HTML, in order, without duplicates (reset links, invitations). */
export function linksIn(html: string): { href: string; label: string }[] {
  const out: { href: string; label: string }[] = [];
  const seen = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi)) {
    const href = decodeEntities(m[2]);
    if (!/^https?:\/\//i.test(href) || seen.has(href)) continue;
    seen.add(href);
    const label = decodeEntities(m[3].replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
    out.push({ href, label: label || href });
  }
  return out;
}

function decodeEntities(s: string) {
  return s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/[\u200B-\u200D\uFEFF]/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
        .replace(/&nbsp;/g, " ");
}
