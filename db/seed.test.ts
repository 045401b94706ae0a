import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { login } from "@/lib/auth";
import { db, schema } from "./index";
import { DEMO_MODERATOR, DEMO_PASSWORD, DEMO_USERS, seed } from "./seed";

describe("demo seed", () => {
  it("creates gardeners who can log in, listings in every category and type, wishes and a conversation; and is idempotent", async () => {
    await seed(db());
    await seed(db());
    const [{ n: users }] = await db().select({ n: count() }).from(schema.users);
    expect(users).toBe(DEMO_USERS.length + 1);
    expect((await db().select({ n: count() }).from(schema.reports))[0].n).toBe(2);
    expect((await login({ email: DEMO_MODERATOR.email, password: DEMO_PASSWORD })).user.username).toBe("moss");
    const listings = await db().select({ c: schema.listings.categoryId, t: schema.listings.typeId, img: schema.listings.featuredImageHash }).from(schema.listings);
    expect(new Set(listings.map((l) => l.c))).toEqual(new Set([1, 2, 3]));
    expect(new Set(listings.map((l) => l.t))).toEqual(new Set([1, 2, 3]));
    expect(listings.every((l) => l.img)).toBe(true);
    expect((await db().select({ n: count() }).from(schema.wantItems))[0].n).toBeGreaterThan(0);
    expect((await db().select({ n: count() }).from(schema.messages))[0].n).toBe(7);
    const res = await login({ email: DEMO_USERS[0].email, password: DEMO_PASSWORD });
    expect(res.user.username).toBe("rosie");
  });
});
