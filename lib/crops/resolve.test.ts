import { describe, expect, it } from "vitest";
import { listingCropKeys, resolve, stem, wishCrops } from "./resolve";

describe("resolving titles to crops", () => {
  it.each([
    ["Zucchini — too many!", ["courgette"], ["too", "many"]],
    ["Courgette (zucchini)", ["courgette"], []],
    ["zuchini", ["courgette"], []],
    ["Sweet potatoes", ["sweet-potato"], []],
    ["Bell peppers", ["sweet-pepper"], []],
    ["peppers", ["~pepper"], []],
    ["Peppermint", ["mint/peppermint"], []],
    ["Spring onions", ["spring-onion"], []],
    ["Onion sets", ["onion"], []],
    ["Sungold tomatoes", ["tomato/sungold"], []],
    ["Moneymaker tomato", ["tomato/moneymaker"], []],
    ["Moneymaker", ["~moneymaker"], []],
    ["Orange tomatoes", ["tomato"], ["orange"]],
    ["Beans, runner", ["runner-bean"], []],
    ["Jalapeños", ["chilli/jalapeno"], []],
    ["herbs for the kitchen", ["~herbs"], ["for", "the", "kitchen"]],
    ["Squash", ["~squash"], []],
    ["Butternut squash", ["winter-squash/butternut-squash"], []],
    ["Squash bug traps", ["!squash-bug"], ["traps"]],
    ["Peas", ["~peas"], []],
    ["Kelvedon Wonder peas", ["pea/kelvedon-wonder"], []],
    ["Sweet peas", ["sweet-pea"], []],
  ])("%s → %j", (title, keys, rest) => {
    expect(resolve(title)).toEqual({ keys, rest });
  });

  it("stems plurals alike", () => {
    expect(["tomato", "tomatoes"].map(stem)).toEqual(["tomato", "tomato"]);
    expect(["berry", "berries"].map(stem)).toEqual(["berri", "berri"]);
    expect(["chilli", "chillies"].map(stem)).toEqual(["chilli", "chilli"]);
    expect(["peach", "peaches"].map(stem)).toEqual(["peach", "peach"]);
  });

  it("gives a listing every broader key and a wish only what it names", () => {
    expect(listingCropKeys("Jalapeños")).toEqual(["chilli", "chilli/jalapeno", "~pepper"]);
    expect(wishCrops("giant courgettes")).toEqual({ crops: ["courgette"], cropRest: "giant" });
    expect(wishCrops("herbs")).toEqual({ crops: ["~herbs"], cropRest: "" });
    expect(listingCropKeys("Butternut")).toEqual(["winter-squash", "winter-squash/butternut", "~squash"]);
    expect(listingCropKeys("Pattypan")).toEqual(["summer-squash", "summer-squash/pattypan", "~squash"]);
  });
});
