import { describe, expect, it } from "vitest";
import { CROPS, slugify } from "./catalogue";
import { phraseKey } from "./resolve";

/** Who claims each name (as matched: case, accents, plurals and punctuation ignored), and whether it says it is shared. */
function claims() {
  const byName = new Map<string, { owner: string; shared: boolean; as: string }[]>();
  const add = (name: string, owner: string, shared: boolean) => {
    const k = phraseKey(name);
    const list = byName.get(k) ?? [];
    list.push({ owner, shared, as: name });
    byName.set(k, list);
  };
  for (const c of CROPS) {
    add(c.name, c.key, c.names.some((n) => n.shared && phraseKey(n.name) === phraseKey(c.name)));
    for (const n of c.names) add(n.name, c.key, n.shared);
    for (const v of c.varieties) {
      add(v.name, v.key, v.shared);
      for (const a of v.aliases) add(a, v.key, v.shared);
    }
  }
  return byName;
}

describe("the crop catalogue", () => {
  it("has at least 250 crops and several hundred varieties", () => {
    expect(CROPS.length).toBeGreaterThanOrEqual(250);
    expect(CROPS.reduce((n, c) => n + c.varieties.length, 0)).toBeGreaterThanOrEqual(500);
  });

  it("gives every crop a unique slug, a scientific name and a category hint", () => {
    const slugs = CROPS.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const c of CROPS) {
      expect(c.slug).toBe(slugify(c.slug));
      expect(c.scientific.length).toBeGreaterThan(2);
      expect(c.categories.length).toBeGreaterThan(0);
      const vslugs = c.varieties.map((v) => v.slug);
      expect(new Set(vslugs).size, c.slug).toBe(vslugs.length);
    }
  });

  it("claims no name for two crops or varieties unless every claim marks it shared (*)", () => {
    const problems: string[] = [];
    for (const [name, list] of claims()) {
      const owners = new Set(list.map((c) => c.owner));
      if (owners.size > 1 && list.some((c) => !c.shared)) problems.push(`${name}: ${list.map((c) => `${c.owner}${c.shared ? "*" : ""}`).join(", ")}`);
      if (owners.size === 1 && list.every((c) => c.shared)) problems.push(`${name}: marked shared but only ${[...owners][0]} claims it`);
    }
    expect(problems).toEqual([]);
  });

  it("labels a crop with its best-known other name", () => {
    const label = (slug: string) => CROPS.find((c) => c.slug === slug)!.label;
    expect(label("courgette")).toBe("Courgette (zucchini)");
    expect(label("aubergine")).toBe("Aubergine (eggplant)");
    expect(label("coriander")).toBe("Coriander (cilantro)");
    expect(label("tomato")).toBe("Tomato");
  });
});
