import { describe, expect, it } from "vitest";
import { cookieValue, dirOf, negotiate, pickLocale } from "./locales";
import { categoryIn, distanceIn } from "./translate";

describe("negotiate (Accept-Language)", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["en-GB,en;q=0.9,es;q=0.8", "en"],
    ["ar-EG", "ar"],
    ["fr-FR,fr;q=0.9,ar;q=0.5,es;q=0.4", "ar"],
    ["fr,de", "en"],
    ["es;q=0,ar;q=0.1", "ar"],
    ["*", "en"],
    ["en;q=0.5,es;q=0.5", "en"],
    ["ES-es", "es"],
    ["es;q=abc", "en"],
  ])("%s → %s", (header, want) => {
    expect(negotiate(header)).toBe(want);
  });
});

describe("pickLocale", () => {
  it("a link's ?lang= beats the gardener's setting, which beats the cookie, which beats the browser", () => {
    expect(pickLocale({ query: "ar", user: "es", cookie: "en", acceptLanguage: "es" })).toBe("ar");
    expect(pickLocale({ user: "es", cookie: "ar", acceptLanguage: "en" })).toBe("es");
    expect(pickLocale({ cookie: "ar", acceptLanguage: "es" })).toBe("ar");
    expect(pickLocale({ acceptLanguage: "es-AR" })).toBe("es");
    expect(pickLocale({})).toBe("en");
  });
  it("ignores a language we do not speak wherever it comes from", () => {
    expect(pickLocale({ query: "fr", user: "xx", cookie: "<script>", acceptLanguage: "es" })).toBe("es");
  });
});

describe("helpers", () => {
  it("reads one cookie and the writing direction", () => {
    expect(cookieValue("a=1; gs_lang=es; b=2", "gs_lang")).toBe("es");
    expect(cookieValue("xgs_lang=es", "gs_lang")).toBeUndefined();
    expect(dirOf("ar")).toBe("rtl");
    expect(dirOf("es")).toBe("ltr");
  });
});

describe("distance buckets and categories in other languages", () => {
  it("says every bucket in each language, the number kept", () => {
    expect(distanceIn("about 3 km", "en")).toBe("about 3 km");
    expect(distanceIn("about 3 km", "es")).toBe("a unos 3 km");
    expect(distanceIn("under 1 mile", "es")).toBe("a menos de 1 milla");
    expect(distanceIn("over 30 miles", "es")).toBe("a más de 30 millas");
    expect(distanceIn("about 5 km", "ar")).toBe("على نحو 5 كم");
    expect(distanceIn("something else", "ar")).toBe("something else");
    expect(categoryIn("seeds", "es")).toBe("semillas");
    expect(categoryIn("plants", "ar")).toBe("نباتات");
  });
});
