import { describe, expect, it } from "vitest";
import { safeNextPath } from "./auth";

const FALLBACK = "/my-listings";

describe("safeNextPath", () => {
  it.each([
    "//evil.example",
    "//evil.example/phish",
    "/\\evil.example",
    "/\\/evil.example",
    "/./\\/evil.example",
    "/.//evil.example/phish",
    "/./%2F/evil.example",
    "/%2F%2Fevil.example",
    "/%5C%5Cevil.example",
    "/%2e%2e//evil.example",
    "/../..//evil.example",
    "/a/../..//evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " /my-listings",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\u0000",
    "/%",
    "evil.example",
    "",
    "/login",
    "/register?next=//evil.example",
    "/" + "a".repeat(2100),
  ])("refuses %j", (next) => {
    expect(safeNextPath(next)).toBe(FALLBACK);
  });

  it.each([
    ["/messages", "/messages"],
    ["/listings/12?tab=photos#top", "/listings/12?tab=photos#top"],
    ["/./messages", "/messages"],
    ["/a/../messages", "/messages"],
    ["/search?q=%2F%2Fx", "/search?q=%2F%2Fx"],
  ])("keeps %j as %j", (next, out) => {
    expect(safeNextPath(next)).toBe(out);
  });

  it("keeps the login and register pages only when asked (the language chooser's way back), and still refuses other sites", () => {
    expect(safeNextPath("/login?next=%2Fmessages", FALLBACK, { authPages: true })).toBe("/login?next=%2Fmessages");
    expect(safeNextPath("/register", FALLBACK, { authPages: true })).toBe("/register");
    expect(safeNextPath("//evil.example/login", FALLBACK, { authPages: true })).toBe(FALLBACK);
    expect(safeNextPath("/register?next=//evil.example", FALLBACK, { authPages: true })).toBe("/register?next=//evil.example");
  });

  it("refuses what is not a string", () => {
    expect(safeNextPath(undefined)).toBe(FALLBACK);
    expect(safeNextPath(["/a"])).toBe(FALLBACK);
  });
});
