import { describe, expect, it } from "vitest";
import { dayKey, hourMinute } from "./format";
import { conversationTime, matchesSearch } from "./list-format";

describe("conversation search", () => {
  const c = { username: "BasilGrower", last_message: "Swap Tomatoes on Saturday?" };
  it("matches username and last message text, case-insensitively, ignoring surrounding spaces", () => {
    expect(matchesSearch(c, "basil")).toBe(true);
    expect(matchesSearch(c, "TOMATO")).toBe(true);
    expect(matchesSearch(c, "  saturday ")).toBe(true);
    expect(matchesSearch(c, "")).toBe(true);
    expect(matchesSearch(c, "zucchini")).toBe(false);
  });
});

describe("times", () => {
  it("shows hour:minute today and the date before it", () => {
    const now = new Date(2026, 10, 21, 15, 0);
    const today = new Date(2026, 10, 21, 9, 5).toISOString();
    const earlier = new Date(2026, 10, 2, 9, 5).toISOString();
    const lastYear = new Date(2025, 10, 2, 9, 5).toISOString();
    expect(conversationTime(today, now)).toBe(hourMinute(today));
    expect(conversationTime(earlier, now)).toMatch(new RegExp(`${hourMinute(earlier)}$`));
    expect(conversationTime(earlier, now)).not.toBe(hourMinute(earlier));
    expect(conversationTime(lastYear, now)).toContain("2025");
    expect(dayKey(today)).not.toBe(dayKey(earlier));
  });
});
