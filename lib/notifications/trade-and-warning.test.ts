import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeUser } from "@/db/factories";
import { publishEvent } from "@/lib/events";
import { setRealtimeServer } from "@/lib/realtime";
import { testViewer } from "@/test/viewer";
import { listNotifications } from "./index";

const { notifications, outbox, users } = schema;
const rowsOf = (userId: number) => db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

let live: { room: string; event: string; payload: { notification?: { kind: string } } }[] = [];
beforeEach(() => {
  live = [];
  setRealtimeServer({ to: (room: string) => ({ emit: (event: string, payload: never) => live.push({ room, event, payload }) }) } as never);
});
afterEach(() => setRealtimeServer(undefined));

describe("the notifications' subscribers to trade.changed and gardener.warned (lib/events)", () => {
  it("each trade step gives the other gardener the notification the trade use cases used to write, live, without an e-mail", async () => {
    const [owner, taker] = await Promise.all([makeUser(db()), makeUser(db())]);
    const listing = await makeListing(db(), owner.id, { title: "Courgettes" });
    const steps = [
      ["reserved", owner, taker, "trade_reserved"],
      ["given", owner, taker, "trade_completed"],
      ["confirmed", taker, owner, "trade_confirmed"],
      ["thanked", taker, owner, "trade_thanks"],
    ] as const;
    for (const [step, by, to] of steps) await publishEvent("trade.changed", { listingId: listing.id, step, byUserId: by.id, toUserId: to.id });

    const rows = [...(await rowsOf(taker.id)), ...(await rowsOf(owner.id))];
    expect(rows.map((r) => [r.userId, r.kind, r.listingId, r.actorId, r.note, r.readAt])).toEqual(
      steps.map(([, by, to, kind]) => [to.id, kind, listing.id, by.id, null, null]),
    );
    // Trades send no e-mail: every row is marked as handled for the e-mail digest.
    expect(rows.every((r) => r.emailedAt !== null)).toBe(true);
    expect(live.map((l) => [l.room, l.event, l.payload.notification?.kind])).toEqual(
      steps.map(([, , to, kind]) => [`user:${to.id}`, "notification", kind]),
    );
    const told = (await listNotifications(testViewer({ id: taker.id }))).items.find((n) => n.kind === "trade_reserved");
    expect(told).toMatchObject({ actor: { id: owner.id }, listing: { id: listing.id, title: "Courgettes" } });
    expect(await db().select().from(outbox).where(eq(outbox.to, taker.email))).toEqual([]);
  });

  it("a warning: the notification with the moderators' reason, live, and the warning e-mail even with e-mails switched off", async () => {
    const basil = await makeUser(db());
    await db().update(users).set({ emailNotifications: false }).where(eq(users.id, basil.id));
    await publishEvent("gardener.warned", { userId: basil.id, reason: "Please keep it friendly" });

    const [row] = await rowsOf(basil.id);
    expect(row).toMatchObject({ kind: "warning", actorId: null, listingId: null, note: "Please keep it friendly", readAt: null });
    expect(row.emailedAt).not.toBeNull();
    expect(live.map((l) => [l.room, l.payload.notification?.kind])).toEqual([[`user:${basil.id}`, "warning"]]);
    const mails = await db().select().from(outbox).where(eq(outbox.to, basil.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "moderation", subject: "A note from GardenSwap's moderators" });
    expect(mails[0].text).toContain("Please keep it friendly");
    expect(mails[0].html).toContain("/match-noti");
  });
});
