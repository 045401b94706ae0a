import { describe, expect, it } from "vitest";
import { groupDigits } from "./group-digits";

describe("groupDigits", () => {
  it("writes what toLocaleString('en') writes, for whole numbers", () => {
    for (const n of [0, 7, 42, 999, 1000, 1001, 2000, 12345, 999999, 1000000, 1234567890, -1, -1234, -1234567]) expect(groupDigits(n)).toBe(n.toLocaleString("en"));
  });
});
