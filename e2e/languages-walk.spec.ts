import type { BrowserContext, Page } from "@playwright/test";
import { en } from "../lib/i18n/messages/en";
import { es } from "../lib/i18n/messages/es";
import { ar } from "../lib/i18n/messages/ar";
import { DEMO, expect, loginAs, test } from "./fixtures";
import { MODERATOR, anonymousPages, demoIds, reportForTheDesk, signedInPages } from "./pages";

/**
 * Issue 38's "no English string left in the other locales' pages": every page, signed out and signed
 * in, in Spanish and in Arabic, read as a gardener (and a screen reader) reads it: its visible text and
 * its labels, placeholders, titles and alt texts. What gardeners wrote (`.user-text`, and names and
 * titles marked so) is theirs and stays as written.
 *
 * Two checks on each piece of text: it holds no English sentence of the catalogue (a word missed on
 * the way through getT), and it does not read as English (two or more of English's little words:
 * a word written straight into a page that never went into the catalogue). Text marked as another
 * language (`lang`: the language chooser's names and examples) is in that language on purpose.
 */

type Language = "es" | "ar";

const leaves = (o: object): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : leaves(v).map(([kk, vv]) => [`${k}.${kk}`, vv] as [string, string])));

/** The English catalogue's words that the language says differently: whole entries, and its sentences (two words or more, between {values} and tags). */
function englishWords(language: Language): { entries: Set<string>; sentences: string[] } {
  const theirs = new Map(leaves(language === "es" ? es : ar));
  const out = new Set<string>();
  const entries = new Set<string>();
  for (const [key, text] of leaves(en)) {
    // A placeholder is an example of what gardeners write ("Buckman Community Garden"): theirs when it shows.
    if (theirs.get(key) === text || /placeholder/i.test(key)) continue;
    if (/^[A-Za-z][\w ’'-]+[A-Za-z]$/.test(text)) entries.add(text.trim());
    let depth = 0;
    let plain = "";
    for (const ch of text) {
      if (ch === "{") depth++;
      if (depth === 0) plain += ch;
      else if (plain.slice(-1) !== "\u0000") plain += "\u0000";
      if (ch === "}") depth--;
    }
    for (const piece of plain.replace(/<\/?\w+>/g, "\u0000").split("\u0000")) {
      const t = piece.replace(/\s+/g, " ").trim();
      if (t.split(" ").length >= 2 && t.length >= 8) out.add(t);
    }
  }
  return { entries, sentences: [...out] };
}

/** The text a gardener meets on the page: text nodes and the words of labels, placeholders, titles and alt texts, not their own words. */
async function readPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const theirs = (el: Element | null) =>
      !!el?.closest(".user-text, [data-user-content], textarea, script, style, noscript, template, svg title") || el?.closest("[lang]")?.getAttribute("lang") !== lang;
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!text || !el || theirs(el)) continue;
      if (!el.checkVisibility() && !el.closest(".sr-only")) continue;
      out.push(text);
    }
    for (const el of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]"))
      if (!theirs(el))
        for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
          const v = el.getAttribute(attr)?.trim();
          if (v) out.push(v);
        }
    // The page's title in the tab.
    out.push(document.title.replace(/ · GardenSwap$/, ""));
    return out;
  });
}

/** English's little words, which Spanish does not have (no "a", "no", "me", "en"; no "or", which is also Oregon). */
const ENGLISH = new Set(
  "the your you and with this that these those for from are is was were have has will here there what when where who which yet more about into been they their our we would should could every nothing something only just now not of to in on at by it be an if my up".split(" "),
);
const readsEnglish = (text: string) => new Set(text.toLowerCase().match(/[a-z’']+/g)?.filter((w) => ENGLISH.has(w))).size >= 2;

/**
 * The offline page is one page built once, holding every language: the service worker shows the
 * reader's (e2e/offline.spec.ts). Served straight from the server it is the English copy.
 */
const BUILT_ONCE = new Set(["/offline"]);

async function walk(context: BrowserContext, language: Language, paths: string[]): Promise<string[]> {
  const { entries, sentences } = englishWords(language);
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of paths.filter((p) => !BUILT_ONCE.has(p))) {
    const url = `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
    await page.goto(url);
    await page.waitForLoadState("networkidle").catch(() => {});
    expect(await page.locator("html").getAttribute("lang"), url).toBe(language);
    for (const text of new Set(await readPage(page))) {
      const sentence = entries.has(text) ? text : sentences.find((s) => text.includes(s));
      if (sentence) found.push(`${url}: “${text}” (the catalogue's English “${sentence}”)`);
      else if (readsEnglish(text)) found.push(`${url}: “${text}”`);
    }
  }
  await page.close();
  return found;
}

/** Pages the a11y sweep leaves to their own specs (prose, the map, a place's impact, a seed lot), walked here too. */
const MORE_SIGNED_OUT = ["/help", "/guidelines", "/privacy", "/terms", "/listings/map", "/impact/97214", "/seed-lots/BRANDY24", "/pickup-reminder", "/verify-email"];
const MORE_SIGNED_IN = ["/settings", "/invite/poster", "/listings/map", "/seed-lots/BRANDY25"];

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ["es", "ar"] as const) {
  test(`no English left on any page in ${language}, signed out`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL });
    const ids = await demoIds(context, baseURL!);
    expect(await walk(context, language, [...anonymousPages(ids), ...MORE_SIGNED_OUT])).toEqual([]);
    await context.close();
  });

  test(`no English left on any page in ${language}, signed in`, async ({ browser, baseURL }) => {
    test.setTimeout(420_000);
    const context = await browser.newContext({ baseURL });
    const ids = await demoIds(context, baseURL!);
    await reportForTheDesk(context, baseURL!, ids.other);
    await loginAs(context, baseURL!, DEMO.rosie.email);
    const found = await walk(context, language, [...signedInPages(ids), ...MORE_SIGNED_IN, `/events/${ids.event}/swapped`]);
    await loginAs(context, baseURL!, MODERATOR);
    found.push(...(await walk(context, language, ["/moderation", "/moderation/dashboard"])));
    expect(found).toEqual([]);
    await context.close();
  });
}
