import { describe, expect, it } from "vitest";
import { calendarDay } from "./calendar-day";

describe("calendarDay", () => {
  it("says every day of a leap year as Intl's en-GB long date does", () => {
    for (let t = Date.UTC(2028, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const intl = (year: boolean) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", ...(year ? { year: "numeric" } : {}), timeZone: "UTC" });
      expect(calendarDay(day)).toBe(intl(true));
      expect(calendarDay(day, { year: false })).toBe(intl(false));
    }
  });
});
