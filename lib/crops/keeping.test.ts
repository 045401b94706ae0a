import { afterEach, describe, expect, it } from "vitest";
import { addDays, setClock, today } from "@/lib/clock";
import { checkAvailableUntil, defaultAvailableUntil } from "@/lib/validation/freshness";
import { freshBounds, keepingOf, keepingSlugsUnknown } from "./keeping";
import { KEEPING, SOURCES } from "./keeping-data";
import { listingCropKeys } from "./resolve";

const PRODUCE = 1;
const SEEDS = 2;
const PLANTS = 3;

describe("how long a crop keeps (issue 35)", () => {
  it("names real crops and groups, and every figure has a source that the decision lists", () => {
    expect(keepingSlugsUnknown()).toEqual([]);
    for (const [slug, days, daySource, years, yearSource] of KEEPING) {
      expect(days === null || (daySource !== null && daySource in SOURCES), slug).toBe(true);
      expect(years === null || (yearSource !== null && yearSource in SOURCES), slug).toBe(true);
    }
  });

  it("takes a crop's own figure, else its group's", () => {
    expect(keepingOf("raspberry")!.shelfDays).toEqual({ value: 2, source: "usda-foodkeeper" });
    expect(keepingOf("loganberry")!.shelfDays!.value).toBe(2);
    expect(keepingOf("honeyberry")!.shelfDays).toEqual({ value: 3, source: "usda-foodkeeper" }); // the berries group
    expect(keepingOf("parsnip")!.seedYears).toEqual({ value: 1, source: "usda-yb1961" });
  });

  it.each([
    // title, category, default days, latest day (days from today)
    ["Raspberries", PRODUCE, 2, 2],
    ["Strawberries", PRODUCE, 3, 3],
    ["Butternut squash", PRODUCE, 30, 60],
    ["Pumpkins", PRODUCE, 30, 60],
    ["Courgettes", PRODUCE, 5, 5],
    ["Tomatoes", PRODUCE, 5, 5],
    ["Apples", PRODUCE, 30, 30],
    ["Raspberries and apples", PRODUCE, 2, 2],
    ["Mystery produce", PRODUCE, 7, 30],
    ["Parsnip seed", SEEDS, 183, 365],
    ["Onion seed", SEEDS, 183, 365],
    ["Tomato seeds", SEEDS, 365, 1095],
    ["Sweetcorn seed", SEEDS, 365, 730],
    ["Seed swap box", SEEDS, 180, 365],
    ["Raspberry canes", PLANTS, 30, 90],
    ["Tomato seedlings", PLANTS, 30, 90],
  ])("%s (category %i): offered %i days by default, %i at most", (title, category, def, max) => {
    const crops = listingCropKeys(title);
    expect(freshBounds(category, crops)).toMatchObject({ defaultDays: def, maxDays: max });
    expect(defaultAvailableUntil(category, undefined, freshBounds(category, crops))).toBe(addDays(today(), def));
  });

  describe("a giver's own date", () => {
    afterEach(() => setClock(undefined));
    it("may be any day within the crop's limit, and beyond it is refused with the crop's reason (422)", () => {
      setClock(() => new Date("2026-07-01T12:00:00Z"));
      const raspberries = listingCropKeys("Raspberries");
      expect(checkAvailableUntil("2026-07-03", PRODUCE, freshBounds(PRODUCE, raspberries))).toBe("2026-07-03");
      expect(() => checkAvailableUntil("2026-07-05", PRODUCE, freshBounds(PRODUCE, raspberries))).toThrow("Raspberry keeps about 2 days once picked: pick a date no later than 2026-07-03");
      expect(() => checkAvailableUntil("2027-07-05", SEEDS, freshBounds(SEEDS, listingCropKeys("Parsnip seed")))).toThrow("Parsnip seed keeps about 1 year: pick a date no later than 2027-07-01");
      expect(checkAvailableUntil("2028-07-01", SEEDS, freshBounds(SEEDS, listingCropKeys("Tomato seed")))).toBe("2028-07-01");
    });
  });
});

describe("sow by (seed listings)", () => {
  it("is the listed month plus the crop's seed viability, for seeds only", async () => {
    const { sowBy } = await import("./sow-by");
    expect(sowBy("Parsnip seed, saved this year", SEEDS, "2026-09-14T10:00:00Z")).toEqual({ month: "September 2027", crop: "Parsnip", years: 1 });
    expect(sowBy("Tomato seeds", SEEDS, "2026-09-14T10:00:00Z")!.month).toBe("September 2030");
    expect(sowBy("Tomatoes", PRODUCE, "2026-09-14T10:00:00Z")).toBeNull();
    expect(sowBy("Seed swap box", SEEDS, "2026-09-14T10:00:00Z")).toBeNull();
  });
});
