import { describe, expect, it } from "vitest";
import { db, schema } from "./index";
import { isForeignKeyViolation, isUniqueViolation } from "./errors";
import { makeUser } from "./factories";

const caught = async (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e);

describe("db/errors reads the driver's error (PGlite or postgres.js, wrapped by drizzle)", () => {
  it("recognises a unique violation and names the index", async () => {
    const u = await makeUser(db(), { email: "twin@example.com" });
    const e = await caught(makeUser(db(), { email: "TWIN@example.com", username: `${u.username}_2` }));
    expect(isUniqueViolation(e)).toBe(true);
    expect(isUniqueViolation(e, "users_email_lower_idx")).toBe(true);
    expect(isUniqueViolation(e, "users_username_lower_idx")).toBe(false);
    expect(isForeignKeyViolation(e)).toBe(false);
  });

  it("recognises a foreign-key violation", async () => {
    const e = await caught(db().insert(schema.messages).values({ senderId: 999_999, receiverId: 999_998, content: "hi" }));
    expect(isForeignKeyViolation(e)).toBe(true);
    expect(isUniqueViolation(e)).toBe(false);
  });

  it("is false for anything else", () => {
    expect(isForeignKeyViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
