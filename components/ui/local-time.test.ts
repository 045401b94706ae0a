import { describe, expect, it } from "vitest";
import { clockTime, localeOf, longDate, shortDate } from "./local-time";
import { en } from "@/lib/i18n/messages/en";
import { timeAgo } from "./time-ago";

const afternoon = new Date(2026, 10, 26, 15, 5);
const morning = new Date(2026, 10, 26, 0, 7);
/** What Intl would print (ICU puts a narrow no-break space before AM/PM). */
const intl = (language: string, d: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options).format(d).replace(/\s/g, " ");

describe("local times without Intl", () => {
  it("use the clock Intl would use for the reader's language", () => {
    for (const language of ["en", "en-US", "en-GB", "en-AU", "en-CA", "en-IE", "en-IN", "en-NZ", "en-ZA", "de-DE", "fr", "es", "es-MX", "pt-BR", "nl-NL", "ar-EG", "hi-IN", "ko-KR", "ja-JP", "zh-CN", "zh-TW", "el"]) {
      const intlTwelve = new Intl.DateTimeFormat(language, { hour: "numeric" }).resolvedOptions().hour12;
      expect(localeOf(language).twelveHours, language).toBe(intlTwelve);
    }
  });

  it("print hour:minute as Intl does in English", () => {
    for (const language of ["en-US", "en-GB"])
      for (const d of [afternoon, morning]) expect(clockTime(d, localeOf(language)), language).toBe(intl(language, d, { hour: "numeric", minute: "2-digit" }).replace(/am|pm/, (m) => m.toUpperCase()));
    expect(clockTime(afternoon, localeOf("en-US"))).toBe("3:05 PM");
    expect(clockTime(morning, localeOf("en-US"))).toBe("12:07 AM");
    expect(clockTime(morning, localeOf("de-DE"))).toBe("0:07");
    expect(clockTime(afternoon, localeOf("de-DE"))).toBe("15:05");
  });

  it("order day and month as American or other English does", () => {
    expect(shortDate(afternoon, {}, localeOf("en-US"))).toBe(intl("en-US", afternoon, { day: "numeric", month: "short" }));
    expect(shortDate(afternoon, {}, localeOf("en-GB"))).toBe(intl("en-GB", afternoon, { day: "numeric", month: "short" }));
    expect(shortDate(afternoon, { year: true }, localeOf("en-US"))).toBe("Nov 26, 2026");
    expect(shortDate(afternoon, { year: true }, localeOf("fr-FR"))).toBe("26 Nov 2026");
    expect(longDate(afternoon, localeOf("en-US"))).toBe("Thu, November 26, 2026");
    expect(longDate(afternoon, localeOf("en-GB"))).toBe("Thu, 26 November 2026");
  });

  it("say how long ago as Intl's English relative format does, then the date", () => {
    const now = afternoon.getTime();
    const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
    const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();
    expect(timeAgo(before(20), en.talkNotices, now)).toBe("just now");
    expect(timeAgo(before(60), en.talkNotices, now)).toBe(rtf.format(-1, "minute"));
    expect(timeAgo(before(25 * 60), en.talkNotices, now)).toBe(rtf.format(-25, "minute"));
    expect(timeAgo(before(3600), en.talkNotices, now)).toBe(rtf.format(-1, "hour"));
    expect(timeAgo(before(5 * 3600), en.talkNotices, now)).toBe(rtf.format(-5, "hour"));
    expect(timeAgo(before(86400), en.talkNotices, now)).toBe(rtf.format(-1, "day"));
    expect(timeAgo(before(3 * 86400), en.talkNotices, now)).toBe(rtf.format(-3, "day"));
    expect(timeAgo(new Date(2026, 9, 2, 9, 0).toISOString(), en.talkNotices, now, localeOf("en-GB"))).toBe("2 Oct 2026");
  });
});
