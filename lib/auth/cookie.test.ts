import { describe, expect, it } from "vitest";
import { cookieValue, credentialsFrom } from "./session";

describe("cookieValue", () => {
  it("reads a cookie, decodes it, joins next-auth's chunks", () => {
    expect(cookieValue("a=1; gs=b%20c", "gs")).toBe("b c");
    expect(cookieValue("gs.0=ab; gs.1=cd", "gs")).toBe("abcd");
    expect(cookieValue("a=1", "gs")).toBeNull();
    expect(cookieValue(null, "gs")).toBeNull();
  });

  it("never throws on a malformed header", () => {
    expect(cookieValue("foo=%", "foo")).toBe("%");
    expect(() => credentialsFrom(new Headers({ cookie: "foo=%; ;=; x" }))).not.toThrow();
  });
});
