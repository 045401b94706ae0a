import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as friendPOST } from "@/app/api/auth/friends/request/route";
import { POST as messagePOST } from "@/app/api/messages/route";
import { db, schema } from "@/db";
import { makeFriendship, makeMessage } from "@/db/factories";
import { LIMITS } from "@/lib/limits";
import { resetLimits } from "@/lib/rate-limit";
import { createUser, req, type TestUser } from "@/test/http";

beforeEach(() => resetLimits());

let sent = 0;
/** A message through the API, kept under the 5-a-second budget every sender has anyway (LIMITS.sendMessage). */
async function message(from: TestUser, to: { id: number }, content = "Hello! Are the tomatoes still there?") {
  if (++sent % LIMITS.sendMessage[0].points === 0) await new Promise((r) => setTimeout(r, 1100));
  return messagePOST(req("/api/messages", { token: from.token, json: { receiver_id: to.id, content } }));
}
const befriend = (from: TestUser, to: { id: number }) => friendPOST(req("/api/auth/friends/request", { token: from.token, json: { friend_id: to.id } }));
const strangers = (n: number) => Promise.all(Array.from({ length: n }, () => createUser()));
const sentBy = async (u: TestUser) => (await db().select({ n: count() }).from(schema.messages).where(eq(schema.messages.senderId, u.id)))[0].n;

describe("tighter limits with strangers until the address is confirmed (issue 29)", () => {
  it(`an unconfirmed gardener starts ${LIMITS.firstMessageUnverified.points} new conversations a day; replies and friends are never counted; the refused message is not stored`, async () => {
    const newcomer = await createUser({ verified: false });
    const per = LIMITS.firstMessageUnverified.points;
    const others = await strangers(per + 1);
    for (let i = 0; i < per; i++) expect((await message(newcomer, others[i])).status).toBe(201);
    // Writing on in a conversation already started is free.
    expect((await message(newcomer, others[0], "And the beans?")).status).toBe(201);
    const refused = await message(newcomer, others[per]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).detail).toBe(LIMITS.firstMessageUnverified.message);
    expect(await sentBy(newcomer)).toBe(per + 1);

    // Someone who wrote to them first, and a friend, can always be answered.
    const [wroteFirst, friend] = await strangers(2);
    await makeMessage(db(), wroteFirst.id, newcomer.id, "Hi, want some seeds?");
    await makeFriendship(db(), newcomer.id, friend.id, "accepted");
    expect((await message(newcomer, wroteFirst)).status).toBe(201);
    expect((await message(newcomer, friend)).status).toBe(201);
  });

  it("a confirmed gardener has no such limit (SPEC: messaging works at once for everyone, within the usual budget)", async () => {
    const settled = await createUser();
    const others = await strangers(LIMITS.firstMessageUnverified.points + 1);
    for (const o of others) expect((await message(settled, o)).status).toBe(201);
  });

  it(`an unconfirmed gardener sends ${LIMITS.friendRequest[1].points} friend requests an hour; a confirmed one more`, async () => {
    const newcomer = await createUser({ verified: false });
    const settled = await createUser();
    const per = LIMITS.friendRequest[1].points;
    const others = await strangers(per + 1);
    for (let i = 0; i < per; i++) expect((await befriend(newcomer, others[i])).status).toBe(201);
    const refused = await befriend(newcomer, others[per]);
    expect(refused.status).toBe(429);
    expect((await refused.json()).detail).toBe(LIMITS.friendRequest[1].message);
    const [{ n }] = await db().select({ n: count() }).from(schema.friendships).where(eq(schema.friendships.requesterId, newcomer.id));
    expect(n).toBe(per);
    for (const o of others) expect((await befriend(settled, o)).status).toBe(201);
  });
});
