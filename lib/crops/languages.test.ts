import { describe, expect, it } from "vitest";
import { CROPS, CROPS_BY_SLUG, CROP_LANGUAGES } from "./catalogue";
import { AR } from "./data/names-ar";
import { ES } from "./data/names-es";
import { normalWords, resolve, stem, wishCrops } from "./resolve";

const key = (name: string) => normalWords(name).map(stem).join(" ");

describe("crop names in other languages (issue 38)", () => {
  it("name crops that exist, and no name is another crop's (in any language) or one crop's twice", () => {
    for (const [file, data] of [["es", ES], ["ar", AR]] as const) for (const slug of Object.keys(data)) expect(CROPS_BY_SLUG.has(slug), `${file}: ${slug}`).toBe(true);
    const owner = new Map<string, string>();
    const clash: string[] = [];
    for (const c of CROPS) {
      // English names, varieties and aliases claim their phrases first.
      for (const n of [c.name, ...c.names.map((x) => x.name), ...c.varieties.flatMap((v) => [v.name, ...v.aliases])]) if (!owner.has(key(n))) owner.set(key(n), c.slug);
    }
    for (const c of CROPS)
      for (const l of CROP_LANGUAGES)
        for (const n of c.languages[l]) {
          const k = key(n);
          const o = owner.get(k);
          if (o && o !== c.slug) clash.push(`${l} "${n}" of ${c.slug} is ${o}'s`);
          owner.set(k, c.slug);
        }
    expect(clash).toEqual([]);
  });

  it("covers the common crops in both languages", () => {
    for (const l of CROP_LANGUAGES) {
      const named = CROPS.filter((c) => c.languages[l].length).length;
      expect(named, l).toBeGreaterThanOrEqual(l === "es" ? 200 : 120);
    }
  });

  it("a title or a search in Spanish or Arabic names the crop, plural, accents and vowel marks aside", () => {
    const keys = (t: string) => resolve(t).keys;
    expect(keys("Tomates cherry de mi huerto")).toContain("tomato");
    expect(keys("jitomate")).toEqual(["tomato"]);
    expect(keys("Calabacines")).toEqual(["courgette"]);
    expect(keys("calabacin")).toEqual(["courgette"]);
    expect(keys("Semillas de albahaca")).toContain("basil");
    expect(keys("habas")).toEqual(["broad-bean"]);
    expect(keys("طماطم بلدية")).toContain("tomato");
    expect(keys("بندورة")).toEqual(["tomato"]);
    expect(keys("كوسه")).toEqual(["courgette"]); // teh marbuta folded: كوسة
    expect(keys("نَعْنَاع")).toEqual(["mint"]); // vowel marks dropped
    // "Pimiento" is also a sweet pepper variety: the name stands for the crop and that variety.
    expect(wishCrops("pimientos").crops).toEqual(["~pimiento"]);
    expect(wishCrops("berenjenas").crops).toEqual(["aubergine"]);
    // English stays as it was.
    expect(keys("courgettes")).toEqual(["courgette"]);
  });
});
