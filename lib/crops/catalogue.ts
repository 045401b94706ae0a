import { FLOWERS } from "./data/flowers";
import { FRUIT } from "./data/fruit";
import { HERBS } from "./data/herbs";
import { VEGETABLES } from "./data/vegetables";
import { AR } from "./data/names-ar";
import { ES } from "./data/names-es";
import type { CropKind, CropRow } from "./types";

/** The languages the catalogue names crops in besides English (issue 38, decision 0230). */
export const CROP_LANGUAGES = ["es", "ar"] as const;
export type CropLanguage = (typeof CROP_LANGUAGES)[number];
const LANGUAGE_NAMES: Record<CropLanguage, Record<string, string>> = { es: ES, ar: AR };

/** A crop's names in each other language (none where the data has none, and for a crop group). */
export const namesInLanguages = (slug: string | null): Record<CropLanguage, string[]> =>
  Object.fromEntries(CROP_LANGUAGES.map((l) => [l, slug ? list(LANGUAGE_NAMES[l][slug] ?? "") : []])) as Record<CropLanguage, string[]>;

export type Region = "us" | "uk" | "au" | "ca";
export type CropName = { name: string; regions: Region[]; shared: boolean };
export type Variety = { key: string; slug: string; name: string; aliases: string[]; shared: boolean; crop: string };
export type Crop = {
  key: string;
  slug: string;
  name: string;
  /** The name with its best-known other name: "Courgette (zucchini)". */
  label: string;
  scientific: string;
  kind: CropKind;
  /** Category ids (1 produce, 2 seeds, 3 plants), most likely first. */
  categories: number[];
  names: CropName[];
  varieties: Variety[];
  /** Its names in each other language, the usual one first ("tomate", "jitomate"); none when unknown. */
  languages: Record<CropLanguage, string[]>;
};

const CATEGORY_CODE: Record<string, number> = { p: 1, s: 2, l: 3 };

export const slugify = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A comma-separated list of the data files, trimmed. */
export const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

export function parseName(raw: string): CropName {
  const m = /^(.*?)(\*)?\s*(?:\[([a-z ]+)\])?$/.exec(raw)!;
  const regions = (m[3] ?? "").split(" ").filter(Boolean) as Region[];
  return { name: m[1].replace(/\*$/, "").trim(), regions, shared: Boolean(m[2]) || m[1].endsWith("*") };
}

const squash = (s: string) => slugify(s).replace(/-/g, "");

function parseRow([slug, name, scientific, kind, categories, names, varieties]: CropRow): Crop {
  const parsedNames = list(names).map(parseName);
  const alt = parsedNames.find((n) => n.regions.length && squash(n.name) !== squash(name));
  const parsedVarieties = list(varieties).map((v): Variety => {
    const [first, ...aliases] = v.split("|").map((x) => x.replace(/\s*\[[a-z ]+\]$/, "").trim());
    const shared = first.endsWith("*");
    const vname = first.replace(/\*$/, "").trim();
    const vslug = slugify(vname);
    return { key: `${slug}/${vslug}`, slug: vslug, name: vname, aliases, shared, crop: slug };
  });
  return {
    key: slug,
    slug,
    name,
    label: alt ? `${name} (${alt.name})` : name,
    scientific,
    kind,
    categories: [...new Set([...categories].map((c) => CATEGORY_CODE[c]).filter(Boolean))],
    names: parsedNames,
    varieties: parsedVarieties,
    languages: namesInLanguages(slug),
  };
}

/** Every crop of the catalogue (vegetables, herbs, fruit, flowers), parsed once. */
export const CROPS: readonly Crop[] = [...VEGETABLES, ...HERBS, ...FRUIT, ...FLOWERS].map(parseRow);

export const CROPS_BY_SLUG: ReadonlyMap<string, Crop> = new Map(CROPS.map((c) => [c.slug, c]));
