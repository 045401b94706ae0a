import { describe, expect, it } from "vitest";
import { distanceBucket, unitsFor } from "./buckets";
import { approximatePoint, chordM, OFFSET_MAX_M, OFFSET_MIN_M, placeLabel, resolveNear, resolvePlace, suggestPlaces, surfaceKm, toXyz } from "./index";

const dist = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

describe("resolvePlace (offline, GeoNames)", () => {
  it("places a US ZIP code first, whatever the town says", () => {
    const p = resolvePlace({ city: "Nowhere", state: "OR", postcode: "97214" });
    expect(p && placeLabel(p)).toBe("Portland, OR");
    expect(resolvePlace({ city: "x", state: "y", postcode: "97214-1234" })?.zip).toBe("97214");
  });
  it("places a town by state, region or country, never across countries", () => {
    expect(resolvePlace({ city: "Portland", state: "Oregon", postcode: "00000" })?.admin1).toBe("OR");
    expect(resolvePlace({ city: "Portland", state: "ME", postcode: "" })?.admin1).toBe("ME");
    expect(placeLabel(resolvePlace({ city: "Toronto", state: "ON" })!)).toBe("Toronto, Ontario");
    expect(resolvePlace({ city: "Leeds", state: "England" })?.country).toBe("GB");
    expect(resolvePlace({ city: "Oxford", state: "Oxfordshire" })?.country).toBe("GB");
    expect(resolvePlace({ city: "Cork", state: "Co. Cork" })?.country).toBe("IE");
    expect(resolvePlace({ city: "Melbourne", state: "VIC" })?.country).toBe("AU");
    expect(resolvePlace({ city: "Dunedin", state: "Otago" })?.country).toBe("NZ");
    expect(resolvePlace({ city: "Seattle", state: "Bavaria" })).toBeNull();
    expect(resolvePlace({ city: "Qwertyville", state: "OR", postcode: "99999" })).toBeNull();
  });
  it("resolves near= as a ZIP or 'town, state'; unknown is null", () => {
    expect(resolveNear("97214")?.zip).toBe("97214");
    expect(resolveNear("Portland, OR")?.admin1).toBe("OR");
    expect(resolveNear("Atlantis, XX")).toBeNull();
    expect(resolveNear("")).toBeNull();
  });
  it("autocompletes ZIP prefixes and town prefixes, biggest first", () => {
    expect(suggestPlaces("9721").map((s) => s.postcode)).toContain("97214");
    const towns = suggestPlaces("portl");
    expect(towns[0]).toMatchObject({ city: "Portland", state: "OR", postcode: null });
    expect(suggestPlaces("a")).toEqual([]);
  });
});

describe("approximate point", () => {
  const portland = resolvePlace({ postcode: "97214" })!;
  it("is the centroid moved 300–700 m, the same every time for one gardener and place", () => {
    const c = toXyz(portland.lat, portland.lon);
    const a = approximatePoint(portland, 1, "s".repeat(32));
    expect(approximatePoint(portland, 1, "s".repeat(32))).toEqual(a);
    const d = dist(a, c);
    expect(d).toBeGreaterThanOrEqual(OFFSET_MIN_M - 2);
    expect(d).toBeLessThanOrEqual(OFFSET_MAX_M + 2);
    expect(approximatePoint(portland, 2, "s".repeat(32))).not.toEqual(a);
    expect(approximatePoint(portland, 1, "t".repeat(32))).not.toEqual(a);
  });
  it("converts between surface distance and chord", () => {
    expect(surfaceKm(chordM(25))).toBeCloseTo(25, 6);
    expect(surfaceKm(chordM(3000))).toBeCloseTo(3000, 3);
  });
});

describe("distance buckets", () => {
  it("labels in km, or miles in the US and UK", () => {
    expect([0.3, 2, 4.9, 9, 20, 49, 51].map((k) => distanceBucket(k, "km"))).toEqual([
      "under 2 km",
      "about 3 km",
      "about 5 km",
      "about 10 km",
      "about 20 km",
      "about 50 km",
      "over 50 km",
    ]);
    expect(distanceBucket(3, unitsFor("US"))).toBe("about 2 miles");
    expect(distanceBucket(null, "km")).toBeNull();
    expect(unitsFor("GB")).toBe("mi");
    expect(unitsFor("CA")).toBe("km");
  });
});

describe("GET /api/places", () => {
  it("suggests places to anyone; a missing q is a 422", async () => {
    const { GET } = await import("@/app/api/places/route");
    const { req } = await import("@/test/http");
    const res = await GET(req("/api/places?q=97214"));
    expect(await res.json()).toEqual([{ label: "97214 Portland, OR", city: "Portland", state: "OR", postcode: "97214", country: "US" }]);
    expect((await GET(req("/api/places"))).status).toBe(422);
  });
});
