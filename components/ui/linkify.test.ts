import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("linkify", () => {
  it("leaves plain text alone", () => {
    expect(linkify("Ripe tomatoes, pick up Saturday.")).toEqual([{ text: "Ripe tomatoes, pick up Saturday." }]);
  });

  it("links http, https and www addresses and keeps sentence punctuation out of the link", () => {
    expect(linkify("See https://example.org/seeds?a=1&b=2. Or www.garden.test/x, thanks")).toEqual([
      { text: "See " },
      { text: "https://example.org/seeds?a=1&b=2", href: "https://example.org/seeds?a=1&b=2" },
      { text: ". Or " },
      { text: "www.garden.test/x", href: "https://www.garden.test/x" },
      { text: ", thanks" },
    ]);
  });

  it("keeps balanced brackets and drops a closing one the address did not open", () => {
    expect(linkify("(https://en.wikipedia.org/wiki/Basil_(plant))")).toEqual([
      { text: "(" },
      { text: "https://en.wikipedia.org/wiki/Basil_(plant)", href: "https://en.wikipedia.org/wiki/Basil_(plant)" },
      { text: ")" },
    ]);
  });

  it("never links other schemes", () => {
    for (const t of ["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://example.org/x", "mailto:a@b.c"]) {
      expect(linkify(t).some((p) => p.href)).toBe(false);
    }
    expect(linkify("http://localhost").some((p) => p.href)).toBe(false);
  });

  it("loses no character of the text", () => {
    const text = "a https://x.org/(y)). b www.z.test? c";
    expect(linkify(text).map((p) => p.text).join("")).toBe(text);
  });
});
