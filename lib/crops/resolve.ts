import { createHash } from "node:crypto";
import { CROPS, type Crop, type Variety } from "./catalogue";
import { GROUPS } from "./groups";
import { NOT_CROPS } from "./groups-data";

/**
 * Text → crops (docs/decisions/0180-crop-catalogue.md). A title is split into words, each reduced
 * to a plural-blind stem; the longest run of stems that is a catalogue name wins ("sweet potato"
 * before "potato", "cherry tomato" before "cherry"). Unknown words of 5+ letters that are one typo
 * away from exactly one catalogue word (same first letter) are read as that word ("zuchini").
 *
 * A mention is a key: a crop ("courgette"), a variety ("tomato/sungold"), for a name several
 * crops share a group ("~pepper"), for a crop group's name the group ("~squash", lib/crops/groups.ts,
 * decision 0220), or for a phrase that only looks like one a not-a-crop key ("!squash-bug"), so the
 * crop rule, not the word rule, keeps "Squash bug traps" away from a wish for squash. Everything is
 * in memory, built once on first use.
 */

export type Mention = { key: string; phrase: string };
export type Resolution = {
  /** What the text names, most specific first-come: crop, variety or group keys. */
  keys: string[];
  /** The words that are not part of a crop name ("red", "too many"), as written. */
  rest: string[];
};

/**
 * Lower case, accents and apostrophes dropped, punctuation to spaces. Letters of any script stay
 * (issue 38: "طماطم"); Arabic loses its vowel marks and tatweel, and its alef, yeh and teh marbuta
 * variants are folded, as Arabic search does ("كوسة" and "كوسه" are one word).
 */
export function normalWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[\u0622\u0623\u0625]/g, "\u0627")
    .replace(/\u0649/g, "\u064a")
    .replace(/\u0629/g, "\u0647")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const IRREGULAR: Record<string, string> = { leaves: "leaf", halves: "half", loaves: "loaf", geese: "goose", cacti: "cactus", gladioli: "gladiolus" };

/** A plural-blind stem: tomatoes/tomato → tomato, berries/berry → berri, peaches → peach, chives → chive. */
export function stem(w: string): string {
  if (IRREGULAR[w]) return IRREGULAR[w];
  let s = w;
  if (s.length > 3) {
    if (s.endsWith("ies") && s.length > 4) s = `${s.slice(0, -3)}i`;
    else if (s.endsWith("oes")) s = s.slice(0, -2);
    else if (/(ch|sh|ss|x|z)es$/.test(s)) s = s.slice(0, -2);
    else if (s.endsWith("s") && !/(ss|us)$/.test(s)) s = s.slice(0, -1);
  }
  if (s.length > 2 && s.endsWith("y")) s = `${s.slice(0, -1)}i`;
  return s;
}

/**
 * Words that name a crop on their own but are colours or adjectives before another crop:
 * "Orange tomatoes" are tomatoes, not oranges; "succulent peaches" are peaches.
 */
const MODIFIERS = new Set(
  ["orange", "lime", "lemon", "plum", "cherry", "peach", "apricot", "lavender", "rose", "cornflower", "succulent", "tangerine", "olive", "banana", "pineapple", "aubergine", "mint", "sage", "chocolate", "strawberry"].map(stem),
);

type Entry = { key: string; crop: string };

type Index = {
  phrases: Map<string, Entry[]>;
  maxWords: number;
  vocab: Set<string>;
  vocabByFirst: Map<string, string[]>;
  /** crop or variety key → the group keys it belongs to. */
  groupsOf: Map<string, string[]>;
  /** group key → member keys. */
  members: Map<string, string[]>;
  /** key of the phrase: the stems of a name joined by spaces. */
  phraseKey: (name: string) => string;
};

const phraseKey = (name: string) => normalWords(name).map(stem).join(" ");

function build(): Index {
  const claims = new Map<string, Entry[]>();
  const claim = (name: string, e: Entry) => {
    const k = phraseKey(name);
    if (!k) return;
    const list = claims.get(k) ?? [];
    if (!list.some((x) => x.key === e.key)) list.push(e);
    claims.set(k, list);
  };
  for (const c of CROPS) {
    const e = { key: c.key, crop: c.slug };
    claim(c.name, e);
    for (const n of c.names) claim(n.name, e);
    for (const v of c.varieties) {
      const ve = { key: v.key, crop: c.slug };
      claim(v.name, ve);
      for (const a of v.aliases) claim(a, ve);
    }
  }
  // Names in the other languages (issue 38): "tomate", "طماطم" find tomatoes too. English comes first:
  // a word another crop is called in English stays that crop's (languages.test.ts keeps the data clean).
  for (const c of CROPS)
    for (const names of Object.values(c.languages))
      for (const n of names) if (!(claims.get(phraseKey(n)) ?? []).some((x) => x.crop !== c.slug)) claim(n, { key: c.key, crop: c.slug });
  // A crop group's name means the group, even where a member crop claims it too ("pea" → peas).
  const groupPhrases = new Map<string, string>();
  for (const g of GROUPS) for (const n of [g.name, ...g.names.map((x) => x.name)]) groupPhrases.set(phraseKey(n), g.key);
  const phrases = new Map<string, Entry[]>();
  const groupsOf = new Map<string, string[]>();
  const members = new Map<string, string[]>();
  let maxWords = 1;
  const vocab = new Set<string>();
  const addPhrase = (k: string, entries: Entry[]) => {
    maxWords = Math.max(maxWords, k.split(" ").length);
    for (const w of k.split(" ")) vocab.add(w);
    phrases.set(k, entries);
  };
  for (const [k, key] of groupPhrases) addPhrase(k, [{ key, crop: "" }]);
  for (const g of GROUPS) {
    members.set(g.key, g.members);
    for (const m of g.members) groupsOf.set(m, [...(groupsOf.get(m) ?? []), g.key]);
  }
  for (const [k, entries] of claims) {
    if (groupPhrases.has(k)) continue;
    maxWords = Math.max(maxWords, k.split(" ").length);
    for (const w of k.split(" ")) vocab.add(w);
    if (entries.length === 1) {
      phrases.set(k, entries);
      continue;
    }
    const group = `~${k.replace(/ /g, "-")}`;
    phrases.set(k, [{ key: group, crop: "" }]);
    members.set(
      group,
      entries.map((e) => e.key),
    );
    for (const e of entries) groupsOf.set(e.key, [...(groupsOf.get(e.key) ?? []), group]);
  }
  const vocabByFirst = new Map<string, string[]>();
  for (const w of vocab) if (w.length >= 6) vocabByFirst.set(w[0], [...(vocabByFirst.get(w[0]) ?? []), w]);
  // Known words, never a typo's target: "beetle" stays a beetle.
  for (const phrase of NOT_CROPS) addPhrase(phraseKey(phrase), [{ key: notCropKey(phrase), crop: "" }]);
  return { phrases, maxWords, vocab, vocabByFirst, groupsOf, members, phraseKey };
}

let index: Index | undefined;
function idx(): Index {
  index ??= build();
  return index;
}

/** Damerau–Levenshtein distance, stopping early above 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
  return rest(i + 1, i + 1) || rest(i + 1, i) || rest(i, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2));
}

/** A word the catalogue does not know, read as the one catalogue word a single typo away (if exactly one). */
function correct(s: string, ix: Index): string {
  if (s.length < 5 || ix.vocab.has(s) || /[0-9]/.test(s)) return s;
  const near = (ix.vocabByFirst.get(s[0]) ?? []).filter((w) => withinOneEdit(s, w));
  return near.length === 1 ? near[0] : s;
}

/** A crop or variety key ("tomato", "tomato/sungold"), not a group ("~squash") or a not-a-crop ("!squash-bug"). */
export const isCropKey = (key: string) => /^[a-z0-9]/.test(key);

const notCropKey = (phrase: string) => `!${phraseKey(phrase).replace(/ /g, "-")}`;

const cropOfKey = (key: string): string | undefined => (isCropKey(key) ? key.split("/")[0] : undefined);

/**
 * The crops, varieties and shared names a text mentions, and the words left over. Catalogue-style
 * titles ("Beans, runner", "Basil, sweet") are also read the other way round, and whichever reading
 * leaves fewer words over wins.
 */
export function resolve(text: string): Resolution {
  const parts = text.split(",");
  const plain = resolveWords(text);
  if (parts.length !== 2 || normalWords(parts[1]).length > 3 || !plain.rest.length) return plain;
  const turned = resolveWords(`${parts[1]} ${parts[0]}`);
  return turned.rest.length < plain.rest.length ? turned : plain;
}

function resolveWords(text: string): Resolution {
  const ix = idx();
  const words = normalWords(text);
  const stems = words.map((w) => correct(stem(w), ix));
  const found: Mention[] = [];
  const rest: string[] = [];
  const longestAt = (i: number): { n: number; entries: Entry[] } | null => {
    for (let n = Math.min(ix.maxWords, stems.length - i); n >= 1; n--) {
      const entries = ix.phrases.get(stems.slice(i, i + n).join(" "));
      if (entries) return { n, entries };
    }
    return null;
  };
  for (let i = 0; i < stems.length; ) {
    const hit = longestAt(i);
    if (!hit) {
      rest.push(words[i]);
      i++;
      continue;
    }
    if (hit.n === 1 && MODIFIERS.has(stems[i]) && i + 1 < stems.length && longestAt(i + 1)) {
      rest.push(words[i]);
      i++;
      continue;
    }
    found.push({ key: hit.entries[0].key, phrase: stems.slice(i, i + hit.n).join(" ") });
    i += hit.n;
  }
  // A shared name next to one of its owners' crops means that owner: "Moneymaker tomato".
  const crops = new Set(found.map((m) => cropOfKey(m.key)).filter((c): c is string => Boolean(c)));
  let keys = found.map((m) => {
    if (!m.key.startsWith("~")) return m.key;
    const owners = (ix.members.get(m.key) ?? []).filter((k) => crops.has(cropOfKey(k)!) && k.includes("/"));
    return owners.length === 1 ? owners[0] : m.key;
  });
  keys = [...new Set(keys)];
  // Drop what something more specific already says: "Sungold tomato" is the variety; "butternut squash" too.
  const implied = new Set<string>();
  for (const k of keys) for (const up of broader(k)) if (up !== k) implied.add(up);
  return { keys: keys.filter((k) => !implied.has(k)), rest };
}

/** A key and everything it belongs to: a variety's crop, and the shared names and crop groups of either. */
export function broader(key: string): string[] {
  const ix = idx();
  const out = new Set<string>([key]);
  const crop = cropOfKey(key);
  if (crop) out.add(crop);
  for (const k of [...out]) for (const g of ix.groupsOf.get(k) ?? []) out.add(g);
  return [...out];
}

/**
 * What a listing offers, for matching and search: every key it mentions and every broader key,
 * so a wish for "tomato" finds "Sungold", and a wish for "peppers" finds "Jalapeños".
 */
export function listingCropKeys(title: string): string[] {
  return [...new Set(resolve(title).keys.flatMap(broader))].sort();
}

/** What a wish asks for: the keys it names (all must be offered) and the other words. */
export function wishCrops(title: string): { crops: string[]; cropRest: string } {
  const r = resolve(title);
  return { crops: [...r.keys].sort(), cropRest: r.keys.length ? r.rest.join(" ") : "" };
}

/** A hash of the catalogue: stored rows resolved with another version are resolved again at start. */
export const CATALOGUE_VERSION = createHash("sha256").update(JSON.stringify([CROPS, GROUPS, NOT_CROPS])).digest("hex").slice(0, 16);

/** Keys of a crop and all its varieties (a crop page counts wishes for any of them). */
export function cropAndVarietyKeys(crop: Crop): string[] {
  return [crop.key, ...crop.varieties.map((v) => v.key)];
}

export { phraseKey };

export type Suggestion = {
  /** What the list shows: "Courgette (zucchini)", "Zucchini (courgette)", "Sungold (tomato)". */
  label: string;
  /** What goes into the title field when picked. */
  value: string;
  crop: string;
  variety: string | null;
  /** The likely categories, most likely first (1 produce, 2 seeds, 3 plants). */
  category_ids: number[];
};

type Entryname = { norm: string; words: string[]; crop: Crop; variety?: Variety; name: string; rank: number };
let names: Entryname[] | undefined;
function allNames(): Entryname[] {
  if (names) return names;
  const out: Entryname[] = [];
  const add = (name: string, crop: Crop, rank: number, variety?: Variety) => {
    const words = normalWords(name);
    out.push({ norm: words.join(" "), words, crop, variety, name, rank });
  };
  for (const c of CROPS) {
    add(c.name, c, 0);
    for (const n of c.names) add(n.name, c, 1);
    // Its names in the other languages (issue 38): "jitom" suggests "Jitomate (tomato)".
    for (const names of Object.values(c.languages)) for (const n of names) add(n, c, 1);
    for (const v of c.varieties) {
      add(v.name, c, 2, v);
      for (const a of v.aliases) add(a, c, 2, v);
    }
  }
  names = out;
  return out;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Autocomplete: catalogue names and varieties that start with what was typed (or have a word that
 * does: "krim" → Black Krim), crops before their other names before varieties, shorter first; one
 * typo forgiven when nothing starts that way. At most `limit`, one per crop or variety.
 */
export function suggest(q: string, limit = 8): Suggestion[] {
  const typed = normalWords(q).join(" ");
  if (typed.length < 2) return [];
  const score = (e: Entryname): number | null => {
    if (e.norm === typed) return 0;
    if (e.norm.startsWith(typed)) return 1;
    if (e.words.some((_, i) => e.words.slice(i).join(" ").startsWith(typed))) return 2;
    return null;
  };
  const typo = (e: Entryname) => [0, 1, -1].some((d) => e.norm.length >= typed.length + d && withinOneEdit(typed, e.norm.slice(0, typed.length + d)));
  let hits: { e: Entryname; s: number }[] = [];
  for (const e of allNames()) {
    const s = score(e);
    if (s !== null) hits.push({ e, s });
  }
  if (!hits.length && typed.length >= 4) hits = allNames().filter(typo).map((e) => ({ e, s: 3 }));
  hits.sort((a, b) => a.s - b.s || a.e.rank - b.e.rank || a.e.norm.length - b.e.norm.length || a.e.norm.localeCompare(b.e.norm));
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const { e } of hits) {
    const id = e.variety?.key ?? e.crop.key;
    if (seen.has(id)) continue;
    seen.add(id);
    const cropWord = e.crop.name.toLowerCase();
    let label: string;
    let value: string;
    if (e.variety) {
      const hasCrop = normalWords(e.name).some((w) => e.crop.names.some((n) => normalWords(n.name).includes(w)) || normalWords(e.crop.name).includes(w));
      label = hasCrop ? e.name : `${e.name} (${cropWord})`;
      value = hasCrop ? e.name : `${e.name} ${cropWord}`;
    } else if (e.rank === 0) {
      label = e.crop.label;
      value = e.crop.name;
    } else {
      label = `${capital(e.name)} (${cropWord})`;
      value = capital(e.name);
    }
    out.push({ label, value, crop: e.crop.slug, variety: e.variety?.slug ?? null, category_ids: e.crop.categories });
    if (out.length >= limit) break;
  }
  return out;
}
