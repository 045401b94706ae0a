import { describe, expect, it } from "vitest";
import { postedText } from "./posted";

describe("postedText", () => {
  const now = new Date("2026-11-23T09:00:00Z");
  it("says today, yesterday and days ago within the week, then the date", () => {
    expect(postedText("2026-11-23T01:00:00Z", now)).toBe("Posted today");
    expect(postedText("2026-11-22T23:59:00Z", now)).toBe("Posted yesterday");
    expect(postedText("2026-11-19T10:00:00Z", now)).toBe("Posted 4 days ago");
    expect(postedText("2026-10-02T10:00:00Z", now)).toBe("Posted 2 Oct");
    expect(postedText("2025-10-02T10:00:00Z", now)).toBe("Posted 2 Oct 2025");
  });
  it("never says a future date", () => {
    expect(postedText("2026-11-24T10:00:00Z", now)).toBe("Posted today");
  });
});
