import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeUser } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { setClock } from "@/lib/clock";
import { enqueue, startWorkers } from "@/lib/jobs";
import { defaultAvailableUntil } from "@/lib/validation/freshness";
import { listingCropKeys } from "@/lib/crops/resolve";
import { freshBounds } from "@/lib/crops/keeping";
import { deliverMailJob, outboxFor } from "@/lib/mail";
import { resetLimits } from "@/lib/rate-limit";
import { params, req } from "@/test/http";
import { invoke } from "@/lib/use-case";
import { expiryReminderJob, sendExpiryReminders } from "@/lib/notifications/expiry-reminders";
import { reminderToken } from "./reminder-token";
import { listTrades } from "./list-trades";
import { applyReminderLink, checkReminderLink, LINK_INVALID } from "./reminder-link";
import { renewListing } from "./renew-listing";
import { reserveListing } from "./reserve-listing";
import { testViewer } from "@/test/viewer";
import { unfinishedJobs } from "@/test/jobs";

const as = (u: { id: number; username: string }): Viewer => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "s" }));
const row = async (id: number) =>
  (await db().select({ stateId: schema.listings.stateId, until: schema.listings.availableUntil, reminded: schema.listings.expiryRemindedAt }).from(schema.listings).where(eq(schema.listings.id, id)))[0];
const reminders = async (userId: number) =>
  db().select().from(schema.notifications).where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.kind, "listing_expiring")));
/** The two links of the newest reminder e-mail to `email`. */
async function linksOf(email: string) {
  const [mail] = await outboxFor(email);
  const tokens = [...mail.html.matchAll(/listing-reminder\?token=([^"&]+)/g)].map((m) => decodeURIComponent(m[1]));
  return { mail, renew: tokens.find((t) => t.includes(".renew."))!, gone: tokens.find((t) => t.includes(".gone."))! };
}

let day = "2026-06-01";
beforeEach(() => {
  day = "2026-06-01";
  setClock(() => new Date(`${day}T09:00:00Z`));
  resetLimits();
});
afterEach(() => setClock(undefined));

async function owned(until: string, categoryId = 1) {
  const owner = await makeUser(db());
  const listing = await makeListing(db(), owner.id, { title: `Chard ${owner.id}`, categoryId, availableUntil: until });
  return { owner, listing };
}

describe("freshness reminders", () => {
  it("a day before, the owner is reminded once (notification and e-mail); not earlier, not for completed listings; again after a renewal", async () => {
    const { owner, listing } = await owned("2026-06-02");
    const later = await owned("2026-06-05");
    const completed = await owned("2026-06-02");
    await db().update(schema.listings).set({ stateId: 3 }).where(eq(schema.listings.id, completed.listing.id));

    await sendExpiryReminders();
    await sendExpiryReminders();
    expect(await reminders(owner.id)).toHaveLength(1);
    const mails = await outboxFor(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `Is “${listing.title}” still available?`, kind: "listing_expiring" });
    expect(mails[0].html).toContain("Still available");
    expect(mails[0].html).toContain("It&#x27;s gone");
    expect(await reminders(later.owner.id)).toEqual([]);
    expect(await outboxFor(later.owner.email)).toEqual([]);
    expect(await reminders(completed.owner.id)).toEqual([]);

    // Renewed (button), then a day before the new date: reminded again, once.
    await invoke(renewListing, as(owner), { id: listing.id, available_until: "2026-06-04" });
    await sendExpiryReminders();
    expect(await reminders(owner.id)).toHaveLength(1);
    day = "2026-06-03";
    await sendExpiryReminders();
    await sendExpiryReminders();
    expect(await reminders(owner.id)).toHaveLength(2);
    expect(await outboxFor(owner.email)).toHaveLength(2);
  });

  it("'Still available' renews without logging in; a second use changes nothing", async () => {
    const { owner, listing } = await owned("2026-06-02");
    await sendExpiryReminders();
    const { renew } = await linksOf(owner.email);
    expect(await invoke(checkReminderLink, null, { token: renew })).toMatchObject({ action: "renew", done: false, renew_days: 5, listing: { id: listing.id } }); // chard keeps about 5 days (issue 35)
    expect((await row(listing.id)).until).toBe("2026-06-02"); // checking changed nothing
    const used = await invoke(applyReminderLink, null, { token: renew });
    // Chard keeps about 5 days (issue 35): renewed from the day of the reminder, 2026-06-01 → 2026-06-06.
    const renewed = defaultAvailableUntil(1, "2026-06-01", freshBounds(1, listingCropKeys(listing.title)));
    expect(renewed).toBe("2026-06-06");
    expect(used).toMatchObject({ action: "renew", done: true, listing: { available_until: renewed } });
    expect(await row(listing.id)).toMatchObject({ stateId: 1, until: renewed, reminded: null });
    day = "2026-06-02";
    expect(await invoke(applyReminderLink, null, { token: renew })).toMatchObject({ done: true });
    expect((await row(listing.id)).until).toBe(renewed);
  });

  it("'It's gone' completes with someone else (a reservation is released); the listing leaves the marketplace", async () => {
    const { owner, listing } = await owned("2026-06-02");
    const taker = await makeUser(db());
    await makeMessage(db(), taker.id, owner.id, "Still there?");
    await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id });
    await sendExpiryReminders();
    const { gone } = await linksOf(owner.email);
    expect(await invoke(applyReminderLink, null, { token: gone })).toMatchObject({ action: "gone", done: true, listing: { state_id: 3 } });
    expect((await row(listing.id)).stateId).toBe(3);
    // Issue 32: the released reservation stays in My trades for both, saying why.
    expect(await invoke(listTrades, as(owner), { listing_id: listing.id })).toMatchObject([
      { state: "done", counterpart: null },
      { state: "released", counterpart: { id: taker.id }, release: { reason: "someone_else", text: "Released: gave it to someone else" } },
    ]);
    expect(await invoke(listTrades, as(taker), {})).toMatchObject([{ state: "released", release: { reason: "someone_else", text: "Released: given to someone else" } }]);
    expect(await invoke(listTrades, as(taker), { status: "in_progress" })).toEqual([]);
    expect(await invoke(checkReminderLink, null, { token: gone })).toMatchObject({ done: true });
  });

  it("tampered, foreign and expired links are refused and change nothing", async () => {
    const { owner, listing } = await owned("2026-06-02");
    const other = await owned("2026-06-02");
    await sendExpiryReminders();
    const { renew, gone } = await linksOf(owner.email);
    const [id, action, exp, sig] = gone.split(".");
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    const bad = [
      `${other.listing.id}.${action}.${exp}.${sig}`, // another listing
      `${id}.renew.${exp}.${sig}`, // the other action with this signature
      `${id}.${action}.${Number(exp) + 86_400}.${sig}`, // a later expiry
      `${id}.${action}.${exp}.${flip(sig)}`, // a forged signature
      reminderToken(listing.id, other.owner.id, "gone"), // signed for someone else's ownership
      `${id}.${action}.${exp}`,
      "",
    ];
    const before = await row(listing.id);
    for (const token of bad) {
      await expect(invoke(applyReminderLink, null, { token }), token.slice(0, 40)).rejects.toMatchObject({ kind: "forbidden", message: LINK_INVALID });
      resetLimits();
    }
    // Too long to be one: bad input (422), same words.
    await expect(invoke(applyReminderLink, null, { token: "x".repeat(500) })).rejects.toMatchObject({ kind: "invalid", message: LINK_INVALID });
    expect(await row(listing.id)).toEqual(before);
    expect(await row(other.listing.id)).toMatchObject({ stateId: 1, until: "2026-06-02" });

    // Seven days later both links have expired: refused, nothing changed.
    day = "2026-06-08";
    setClock(() => new Date(`${day}T09:00:01Z`));
    await expect(invoke(applyReminderLink, null, { token: gone })).rejects.toMatchObject({ kind: "forbidden", message: LINK_INVALID });
    await expect(invoke(checkReminderLink, null, { token: renew })).rejects.toMatchObject({ kind: "forbidden", message: LINK_INVALID });
    expect(await row(listing.id)).toEqual(before);

    // The JSON API: 403 {"detail"}, never 500.
    const { POST } = await import("@/app/api/listing-reminder/route");
    const res = await POST(req("/api/listing-reminder", { json: { token: `${id}.${action}.${exp}.${flip(sig)}` } }), params({}));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: LINK_INVALID });
    const junk = await POST(req("/api/listing-reminder", { json: { token: 42 } }), params({}));
    expect(junk.status).toBe(422);
  });

  it("is scheduled through pg-boss, and two instances on one database remind each owner once", async () => {
    const { owner } = await owned("2026-06-02");
    const a = await startWorkers({ pollingIntervalSeconds: 0.5, graceMs: 2000, install: false });
    const b = await startWorkers({ pollingIntervalSeconds: 0.5, graceMs: 2000, install: false });
    try {
      const res = (await db().execute(sql`select name, cron from pgboss.schedule where name = ${expiryReminderJob.name}`)) as unknown as
        | { rows?: { name: string; cron: string }[] }
        | { name: string; cron: string }[];
      const rows = Array.isArray(res) ? res : (res.rows ?? []);
      expect(rows).toEqual([{ name: "listings.expiry-reminders", cron: "11 * * * *" }]);
      // Both instances' clocks fire the same tick.
      await Promise.all([enqueue(expiryReminderJob, {}), enqueue(expiryReminderJob, {}), enqueue(expiryReminderJob, {})]);
      // Until all three ticks and the mails they sent are done (then nothing more can go out).
      const end = Date.now() + 15_000;
      while (!((await outboxFor(owner.email)).length && (await unfinishedJobs(expiryReminderJob, deliverMailJob)) === 0) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await Promise.all([a(), b()]);
    }
    expect(await outboxFor(owner.email)).toHaveLength(1);
    expect(await reminders(owner.id)).toHaveLength(1);
  });
});
