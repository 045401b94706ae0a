import { describe, expect, it } from "vitest";
import { CROPS, CROPS_BY_SLUG } from "./catalogue";
import { GROUPS, GROUPS_BY_SLUG, cropsOfGroup, groupsOfCrop } from "./groups";
import { NOT_CROPS } from "./groups-data";
import { listingCropKeys, phraseKey, resolve, wishCrops } from "./resolve";

/** Whether a wish's crop keys are all offered by a listing's (the crop half of the match rule, 0180). */
const covers = (wish: string, listing: string) => {
  const wanted = wishCrops(wish).crops;
  const offered = listingCropKeys(listing);
  return wanted.length > 0 && wanted.every((k) => offered.includes(k));
};

describe("crop groups", () => {
  it("have unique slugs that are no crop's slug, and members that exist", () => {
    expect(GROUPS_BY_SLUG.size).toBe(GROUPS.length);
    for (const g of GROUPS) {
      expect(CROPS_BY_SLUG.has(g.slug), `${g.slug} is also a crop`).toBe(false);
      expect(g.members.length, g.slug).toBeGreaterThan(1);
      for (const m of g.members) {
        const [crop, variety] = m.split("/");
        const c = CROPS_BY_SLUG.get(crop!);
        expect(c, `${g.slug}: ${m}`).toBeDefined();
        if (variety) expect(c!.varieties.some((v) => v.slug === variety), `${g.slug}: ${m}`).toBe(true);
      }
    }
  });

  it("claim a crop's name only where that crop is a member (the same concept, wider)", () => {
    const problems: string[] = [];
    const groupNames = new Map<string, string>();
    for (const g of GROUPS)
      for (const n of [g.name, ...g.names.map((x) => x.name)]) {
        const k = phraseKey(n);
        if (groupNames.has(k) && groupNames.get(k) !== g.slug) problems.push(`${n}: ${groupNames.get(k)} and ${g.slug}`);
        groupNames.set(k, g.slug);
      }
    for (const c of CROPS) {
      const names = [c.name, ...c.names.map((n) => n.name), ...c.varieties.flatMap((v) => [v.name, ...v.aliases])];
      for (const n of names) {
        const g = groupNames.get(phraseKey(n));
        if (g && !GROUPS_BY_SLUG.get(g)!.members.includes(c.key)) problems.push(`${n}: group ${g} and crop ${c.slug}, not a member`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("do not share a key with a name several crops share (~pepper)", () => {
    const shared = new Set(CROPS.flatMap((c) => c.names.filter((n) => n.shared).map((n) => `~${phraseKey(n.name).replace(/ /g, "-")}`)));
    for (const g of GROUPS) expect(shared.has(g.key) && !["~bean", "~pea"].includes(g.key), g.key).toBe(false);
  });

  it("link both ways: a crop knows its groups, a group its crops", () => {
    const winter = CROPS_BY_SLUG.get("winter-squash")!;
    expect(groupsOfCrop(winter).map((g) => g.slug)).toEqual(["squash"]);
    expect(groupsOfCrop(CROPS_BY_SLUG.get("mizuna")!).map((g) => g.slug)).toEqual(["brassicas", "salad-leaves"]);
    expect(cropsOfGroup(GROUPS_BY_SLUG.get("squash")!).map((c) => c.slug)).toEqual(["courgette", "summer-squash", "marrow", "winter-squash", "pumpkin"]);
  });

  it("read pests and garden kit as no crop of the group", () => {
    for (const phrase of NOT_CROPS) expect(resolve(phrase).keys.every((k) => k.startsWith("!")), phrase).toBe(true);
  });

  it.each([
    ["squash", "Butternut", true],
    ["squash", "Courgettes", true],
    ["squash", "Pattypan", true],
    ["squash", "Winter squash", true],
    ["beans", "Runner beans", true],
    ["beans", "Broad beans", true],
    ["beans", "French beans", true],
    ["squash", "Squash bug", false],
    ["squash bug", "Butternut", false],
    ["courgette", "Butternut", false],
    ["beans", "Bean poles", false],
    ["peas", "Sweet peas", false],
  ])("wish %s covers listing %s: %s", (wish, listing, expected) => {
    expect(covers(wish, listing)).toBe(expected);
  });
});
