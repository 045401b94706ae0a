import { describe, expect, it } from "vitest";
import { onboardingEnd, onboardingPath } from "./auth";

describe("the way back through onboarding", () => {
  it("carries a same-site path, encoded, and ends there", () => {
    expect(onboardingPath("/listings/4#message")).toBe("/personal-info?next=%2Flistings%2F4%23message");
    expect(onboardingEnd("/listings/4#message")).toBe("/listings/4#message");
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "/login", "/register", undefined, ["/a"]])("drops %j: onboarding ends on the new-listing form", (next) => {
    expect(onboardingPath(next)).toBe("/personal-info");
    expect(onboardingEnd(next)).toBe("/listings/new");
  });
});
