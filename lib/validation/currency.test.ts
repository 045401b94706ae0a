import { describe, expect, it } from "vitest";
import { currencyFor, currencyOf } from "./currency";
import { currencySymbol, money } from "./money";
import { priceText } from "./listing-terms";

describe("money per gardener (issue 38)", () => {
  it("formats as the SPEC's '$price' does: no cents on whole amounts, two otherwise, no grouping", () => {
    expect(priceText({ type_id: 1, price: 2 })).toBe("$2");
    expect(priceText({ type_id: 1, price: 2.5 })).toBe("$2.50");
    expect(priceText({ type_id: 1, price: 1000 })).toBe("$1000");
    expect(priceText({ type_id: 2, price: 0, currency: "GBP" })).toBe("exchange");
    expect(priceText({ type_id: 3, price: 0, currency: "GBP" })).toBe("giveaway");
    expect([money(3, "GBP"), money(2.5, "EUR"), money(2, "CAD"), money(2, "AUD"), money(2, "NZD")]).toEqual(["£3", "€2.50", "CA$2", "A$2", "NZ$2"]);
    expect([currencySymbol("USD"), currencySymbol("GBP"), currencySymbol("EUR")]).toEqual(["$", "£", "€"]);
  });

  it("the place decides until the gardener chooses; unknown places and choices fall back", () => {
    expect(["US", "GB", "IE", "CA", "AU", "NZ", null, "FR"].map((c) => currencyFor(c))).toEqual(["USD", "GBP", "EUR", "CAD", "AUD", "NZD", "USD", "USD"]);
    expect(currencyOf("EUR", "GB")).toBe("EUR");
    expect(currencyOf(null, "GB")).toBe("GBP");
    expect(currencyOf("XYZ", "AU")).toBe("AUD");
  });
});
