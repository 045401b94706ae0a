import { encode } from "next-auth/jwt";
import type { JWT } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { createUser } from "@/test/http";
import { authOptions } from "./next-auth";
import { verifyToken } from "./session";

/** next-auth's own sign-in at /api/session: the same credential rules and revocable sessions. */
describe("next-auth Credentials door", () => {
  const provider = () => authOptions().providers[0] as unknown as { options: { authorize: (c: unknown) => Promise<{ id: string } | null> } };

  it("refuses wrong passwords, unknown e-mails and junk, and accepts the right password", async () => {
    const u = await createUser();
    const authorize = provider().options.authorize;
    expect(await authorize({ email: u.email, password: "not-the-password" })).toBeNull();
    expect(await authorize({ email: "nobody@example.com", password: u.password })).toBeNull();
    expect(await authorize({ email: 42, password: ["x"] })).toBeNull();
    expect(await authorize(undefined)).toBeNull();
    expect(await authorize({ email: u.email.toUpperCase(), password: u.password })).toMatchObject({ id: String(u.id) });
  });

  it("mints a token that verifies, and sign-out revokes it for good", async () => {
    const u = await createUser();
    const opts = authOptions();
    const user = await provider().options.authorize({ email: u.email, password: u.password });
    const claims = (await opts.callbacks!.jwt!({ token: {} as JWT, user: user as never, account: null, trigger: "signIn" })) as JWT;
    const token = await encode({ token: claims, secret: process.env.AUTH_SECRET! });
    expect(await verifyToken(token)).toMatchObject({ id: u.id, username: u.username });
    await opts.events!.signOut!({ token: claims, session: undefined as never });
    expect(await verifyToken(token)).toBeNull();
  });
});
