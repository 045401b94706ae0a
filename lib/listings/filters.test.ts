import { describe, expect, it } from "vitest";
import { filtersToApi, filtersToSearch, parseFilters, SEARCH_MAX, searchWasCut } from "./filters";

describe("marketplace filters in the URL", () => {
  it("defaults: friends tab, produce, newest, everything", () => {
    expect(parseFilters({})).toEqual({ tab: "friends", category: 1, sort: "newest", types: [], min: undefined, max: undefined, q: "" });
    expect(filtersToSearch(parseFilters({}))).toBe("?tab=friends");
    expect(filtersToSearch({})).toBe("");
  });

  it("takes the page's default tab when the URL has none, and keeps an explicit one", () => {
    expect(parseFilters({}, "public").tab).toBe("public");
    expect(parseFilters({ tab: "friends" }, "public").tab).toBe("friends");
    expect(filtersToSearch(parseFilters({ tab: "friends" }, "public"))).toBe("?tab=friends");
  });

  it("category=all searches every category", () => {
    const f = parseFilters({ tab: "public", category: "all", q: "lemon" });
    expect(f.category).toBe(0);
    expect(filtersToSearch(f)).toBe("?tab=public&category=all&q=lemon");
    expect(filtersToApi(f).has("category_id")).toBe(false);
  });

  it("round-trips a filtered marketplace", () => {
    const f = parseFilters(new URLSearchParams("tab=public&category=seeds&sort=lowest&show=giveaway,sell&min=2&max=40&q=tomato"));
    expect(f).toEqual({ tab: "public", category: 2, sort: "lowest", types: [1, 3], min: 2, max: 40, q: "tomato" });
    expect(parseFilters(new URLSearchParams(filtersToSearch(f).slice(1)))).toEqual(f);
    expect(Object.fromEntries(filtersToApi(f))).toEqual({ public: "true", category_id: "2", sort: "lowest", type_id: "1,3", min_price: "2", max_price: "40", q: "tomato" });
  });

  it("ignores junk instead of failing", () => {
    expect(parseFilters({ category: "weeds", sort: "random", show: "steal", min: "-4", max: "1e9" })).toMatchObject({ category: 1, sort: "newest", types: [], min: undefined, max: undefined });
  });

  it("searches the first 100 characters of a longer search and tells the page so", () => {
    const long = `${"l".repeat(SEARCH_MAX)}emon`;
    expect(parseFilters({ q: long }).q).toBe("l".repeat(SEARCH_MAX));
    expect(searchWasCut({ q: long })).toBe(true);
    expect(searchWasCut(new URLSearchParams({ q: ` ${"l".repeat(SEARCH_MAX)} ` }))).toBe(false);
    expect(searchWasCut({})).toBe(false);
  });

  it("a search without a category spans every category; browsing stays on produce", () => {
    expect(parseFilters({ tab: "public" }).category).toBe(1);
    const search = parseFilters({ tab: "public", q: "rhubarb" });
    expect(search.category).toBe(0);
    expect(filtersToApi(search).has("category_id")).toBe(false);
    // A search inside produce keeps saying so, or its link would widen to every category.
    const inProduce = parseFilters({ tab: "public", q: "rhubarb", category: "produce" });
    expect(inProduce.category).toBe(1);
    expect(filtersToSearch(inProduce)).toBe("?tab=public&category=produce&q=rhubarb");
    expect(parseFilters(new URLSearchParams(filtersToSearch(inProduce).slice(1)))).toEqual(inProduce);
  });

  it("one order: nearest first replaces the sort instead of silently ignoring it", () => {
    const f = parseFilters({ tab: "public", sort: "highest", order: "nearest" });
    expect(f).toMatchObject({ nearest: true, sort: "newest" });
    expect(filtersToSearch({ ...f, sort: "highest" })).toBe("?tab=public&order=nearest");
    expect(parseFilters({ tab: "public", sort: "highest" }).sort).toBe("highest");
  });
});
