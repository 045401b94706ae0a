import { describe, expect, it } from "vitest";
import { cropForSlug, cropNamedIn } from "./crop-for";

describe("cropForSlug: which crop page an address means", () => {
  it.each([
    ["courgette", "courgette"],
    ["zucchini", "courgette"],
    ["tomatoes", "tomato"],
    ["sungold", "tomato"],
    ["sweet-potatoes", "sweet-potato"],
  ])("%s → %s", (slug, crop) => {
    expect(cropForSlug(slug)?.slug).toBe(crop);
  });

  it.each(["herbs-for-the-kitchen", "peppers", "x".repeat(61), ""])("%j names no single crop", (slug) => {
    expect(cropForSlug(slug)).toBeNull();
  });
});

describe("cropNamedIn: the crop chip of a listing", () => {
  it("names the one crop of a title, none for several or none", () => {
    expect(cropNamedIn("Zucchini — too many!")?.slug).toBe("courgette");
    expect(cropNamedIn("Tomatoes and courgettes")).toBeNull();
    expect(cropNamedIn("Mixed seeds")).toBeNull();
  });
});
