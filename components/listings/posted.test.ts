import { describe, expect, it } from "vitest";
import { en } from "@/lib/i18n/messages/en";
import { es } from "@/lib/i18n/messages/es";
import { postedText } from "./posted";

describe("postedText", () => {
  const now = new Date("2026-11-23T09:00:00Z");
  const w = en.marketCard;
  it("says today, yesterday and days ago within the week, then the date", () => {
    expect(postedText("2026-11-23T01:00:00Z", w, now)).toBe("Posted today");
    expect(postedText("2026-11-22T23:59:00Z", w, now)).toBe("Posted yesterday");
    expect(postedText("2026-11-19T10:00:00Z", w, now)).toBe("Posted 4 days ago");
    expect(postedText("2026-10-02T10:00:00Z", w, now)).toBe("Posted 2 Oct");
    expect(postedText("2025-10-02T10:00:00Z", w, now)).toBe("Posted 2 Oct 2025");
  });
  it("never says a future date", () => {
    expect(postedText("2026-11-24T10:00:00Z", w, now)).toBe("Posted today");
  });
  it("speaks the page's language (issue 38)", () => {
    expect(postedText("2026-11-19T10:00:00Z", es.marketCard, now)).toBe("Publicado hace 4 días");
    expect(postedText("2025-10-02T10:00:00Z", es.marketCard, now)).toBe("Publicado el 2 oct 2025");
  });
});
