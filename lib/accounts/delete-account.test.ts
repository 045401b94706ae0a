import { eq, inArray, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as profileGET } from "@/app/api/auth/profile/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeMessage, makePicture, makeWant } from "@/db/factories";
import { verifyToken } from "@/lib/auth/session";
import { createUser, req } from "@/test/http";
import { invoke } from "@/lib/use-case";
import { deleteAccount, WRONG_PASSWORD } from "./delete-account";

const { users, listings, wantItems, friendships, messages, images, sessions, passwordResetTokens } = schema;
const palette = { bg: "#eeeeee", fg: "#aa0000" };

async function seedOwnedThings() {
  const me = await createUser();
  const friend = await createUser();
  const viewer = (await verifyToken(me.token))!;
  const pic = await makePicture(db(), me.id, palette);
  const shared = await makePicture(db(), me.id, { bg: "#dddddd", fg: "#00aa00" });
  const upload = await makePicture(db(), me.id, { bg: "#cccccc", fg: "#0000aa" });
  await db().update(users).set({ profileImageHash: pic.hash }).where(eq(users.id, me.id));
  const myListing = await makeListing(db(), me.id, { featuredImageHash: pic.hash });
  await makeListing(db(), me.id, { featuredImageHash: shared.hash });
  // The same picture (stored once by content) also used by someone else's listing: it must stay.
  const theirListing = await makeListing(db(), friend.id, { featuredImageHash: shared.hash });
  await makeWant(db(), me.id, { title: "Heirloom tomatoes" });
  await makeFriendship(db(), me.id, friend.id, "accepted");
  await makeMessage(db(), me.id, friend.id, "hello from me");
  await makeMessage(db(), friend.id, me.id, "hello back");
  await db().insert(passwordResetTokens).values({ userId: me.id, tokenHash: `h${me.id}`, expiresAt: new Date(Date.now() + 3600e3) });
  return { me, friend, viewer, pic, shared, upload, myListing, theirListing };
}

describe("deleteAccount", () => {
  it("deletes the account and everything it owns, keeps what others use, and ends its sessions", async () => {
    const s = await seedOwnedThings();
    await invoke(deleteAccount, s.viewer, { password: s.me.password });

    expect(await db().select().from(users).where(eq(users.id, s.me.id))).toHaveLength(0);
    expect(await db().select().from(listings).where(eq(listings.ownerId, s.me.id))).toHaveLength(0);
    expect(await db().select().from(wantItems).where(eq(wantItems.userId, s.me.id))).toHaveLength(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, s.me.id))).toHaveLength(0);
    expect(await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, s.me.id))).toHaveLength(0);
    expect(
      await db().select().from(friendships).where(or(eq(friendships.userLowId, s.me.id), eq(friendships.userHighId, s.me.id))),
    ).toHaveLength(0);
    expect(await db().select().from(messages).where(or(eq(messages.senderId, s.me.id), eq(messages.receiverId, s.me.id)))).toHaveLength(0);

    const left = await db().select({ hash: images.hash }).from(images).where(inArray(images.hash, [s.pic.hash, s.shared.hash, s.upload.hash]));
    expect(left.map((r) => r.hash)).toEqual([s.shared.hash]);

    // The friend and their listing are untouched.
    expect(await db().select().from(listings).where(eq(listings.id, s.theirListing.id))).toHaveLength(1);
    expect((await profileGET(req("/api/auth/profile", { token: s.friend.token }))).status).toBe(200);
    // The deleted account's token and password no longer work.
    expect((await profileGET(req("/api/auth/profile", { token: s.me.token }))).status).toBe(401);
    expect((await loginPOST(req("/api/auth/login", { form: { username: s.me.email, password: s.me.password } }))).status).toBe(401);
  });

  it("refuses a wrong or missing password and deletes nothing", async () => {
    const s = await seedOwnedThings();
    await expect(invoke(deleteAccount, s.viewer, { password: "not-my-password" })).rejects.toMatchObject({ kind: "invalid", message: WRONG_PASSWORD });
    await expect(invoke(deleteAccount, s.viewer, { password: "" })).rejects.toMatchObject({ kind: "invalid" });
    await expect(invoke(deleteAccount, s.viewer, {} as { password: string })).rejects.toMatchObject({ kind: "invalid" });
    expect(await db().select().from(users).where(eq(users.id, s.me.id))).toHaveLength(1);
    expect(await db().select().from(listings).where(eq(listings.ownerId, s.me.id))).toHaveLength(2);
    expect((await profileGET(req("/api/auth/profile", { token: s.me.token }))).status).toBe(200);
  });

  it("refuses anonymous callers", async () => {
    await expect(invoke(deleteAccount, null, { password: "whatever-pass" })).rejects.toMatchObject({ kind: "unauthorized" });
  });

  it("only ever deletes the viewer: another user's password does not delete them", async () => {
    const a = await createUser();
    const b = await createUser({ password: "b-secret-pass" });
    const viewerA = (await verifyToken(a.token))!;
    await expect(invoke(deleteAccount, viewerA, { password: "b-secret-pass" })).rejects.toMatchObject({ kind: "invalid" });
    expect(await db().select().from(users).where(inArray(users.id, [a.id, b.id]))).toHaveLength(2);
  });
});
