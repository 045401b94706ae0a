import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

const g = globalThis as { __gardenswapHashCost?: unknown };

describe("password hashing", () => {
  it("uses OWASP's argon2id cost (m=19 MiB, t=2, p=1) outside the tests' cheap setting, and verifies", async () => {
    const cheap = g.__gardenswapHashCost;
    g.__gardenswapHashCost = undefined;
    try {
      const hash = await hashPassword("correct-horse-battery");
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(hash, "correct-horse-battery")).toBe(true);
      expect(await verifyPassword(hash, "correct-horse-battery!")).toBe(false);
    } finally {
      g.__gardenswapHashCost = cheap;
    }
  });

  it("the tests' cheap setting changes only the cost: still argon2id, still verified", async () => {
    const hash = await hashPassword("correct-horse-battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(await verifyPassword(hash, "correct-horse-battery")).toBe(true);
    expect(await verifyPassword(hash, "wrong")).toBe(false);
  });
});
