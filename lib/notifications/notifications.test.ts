import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/notifications/route";
import { POST as readRoute } from "@/app/api/notifications/read/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeWant } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { outboxFor } from "@/lib/mail";
import { LIMITS } from "@/lib/limits";
import { invoke } from "@/lib/use-case";
import { createUser, req, type TestUser } from "@/test/http";
import { deliverMatchEmails, flushMatchDigests, MATCH_EMAIL_INTERVAL_MS, setEmailNotificationsFor } from "./email";
import { friendAccepted, friendRequested, matchListing, matchWant, settleEmails } from "./events";
import { getNotifications } from "./get-notifications";
import { countWishMatches, listNotifications, unreadCount } from "./index";
import { markNotificationsRead } from "./mark-read";
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "./unsubscribe";
import { unsubscribeEmails } from "./unsubscribe-emails";
import { testViewer } from "@/test/viewer";

const { notifications, users } = schema;
const asViewer = (u: TestUser): Viewer => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "" }));
const rowsOf = (userId: number) => db().select().from(notifications).where(eq(notifications.userId, userId));
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe("match notifications", () => {
  it("notifies a wisher once, never the owner, however often the listing is edited", async () => {
    const seller = await createUser();
    const wisher = await createUser();
    await makeWant(db(), wisher.id, { title: "Cherry Tomatoes" });
    await makeWant(db(), seller.id, { title: "cherry tomato" });
    const l = await makeListing(db(), seller.id, { title: "cherry tomato" });
    expect(await matchListing(l.id)).toEqual({ notified: 1 });
    await db().update(schema.listings).set({ description: "edited" }).where(eq(schema.listings.id, l.id));
    expect(await matchListing(l.id)).toEqual({ notified: 0 });
    expect(await matchListing(l.id)).toEqual({ notified: 0 });
    await settleEmails();
    const mine = await rowsOf(wisher.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: "match", listingId: l.id, actorId: seller.id, readAt: null });
    expect(await rowsOf(seller.id)).toHaveLength(0);
  });

  it("a friends-only listing notifies friends only; it reaches a new friend when the friendship is accepted", async () => {
    const owner = await createUser();
    const friend = await createUser();
    const stranger = await createUser();
    const later = await createUser();
    await makeFriendship(db(), owner.id, friend.id, "accepted");
    for (const u of [friend, stranger, later]) await makeWant(db(), u.id, { title: "Yacon" });
    const l = await makeListing(db(), owner.id, { title: "Yacon tubers", isPublic: false });
    await matchListing(l.id);
    expect(await rowsOf(friend.id)).toHaveLength(1);
    expect(await rowsOf(stranger.id)).toHaveLength(0);
    expect(await rowsOf(later.id)).toHaveLength(0);

    await makeFriendship(db(), later.id, owner.id, "accepted");
    expect(await friendAccepted(later.id, owner.id)).toEqual({ matches: 1 });
    const laterRows = await rowsOf(later.id);
    expect(laterRows.map((r) => r.kind).sort()).toEqual(["friend_accepted", "match"]);
    // Accepting again (or a retried hook) adds no second match.
    expect(await friendAccepted(later.id, owner.id)).toEqual({ matches: 0 });
    expect(await rowsOf(stranger.id)).toHaveLength(0);
    await settleEmails();
  });

  it("a taken-down listing notifies nobody", async () => {
    const owner = await createUser();
    const wisher = await createUser();
    await makeWant(db(), wisher.id, { title: "oca" });
    const l = await makeListing(db(), owner.id, { title: "Oca", isActive: false });
    expect(await matchListing(l.id)).toEqual({ notified: 0 });
    expect(await matchListing(987654)).toEqual({ notified: 0 });
  });

  it("a new wish finds what is already there, notifies once without e-mail, and counts gardeners", async () => {
    const a = await createUser();
    const b = await createUser();
    const me = await createUser();
    await makeListing(db(), a.id, { title: "Jerusalem artichokes" });
    await makeListing(db(), a.id, { title: "Artichoke, jerusalem" });
    await makeListing(db(), b.id, { title: "Jerusalem artichoke tubers" });
    const w = await makeWant(db(), me.id, { title: "jerusalem artichoke" });
    expect(await matchWant(w.id)).toEqual({ matches: 3, gardeners: 2 });
    expect(await matchWant(w.id)).toEqual({ matches: 3, gardeners: 2 });
    const rows = await rowsOf(me.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.emailedAt !== null)).toBe(true);
    await settleEmails();
    expect(await outboxFor(me.email)).toHaveLength(0);

    expect(await countWishMatches(asViewer(me), [w.id])).toEqual({ [w.id]: { listings: 3, gardeners: 2 } });
    // Someone else's wish ids are not counted for the viewer.
    expect(await countWishMatches(asViewer(a), [w.id])).toEqual({});
    await expect(countWishMatches(null, [w.id])).rejects.toMatchObject({ kind: "unauthorized" });
  });
});

describe("match e-mails in the recipient's language (issue 38)", () => {
  it("a Spanish gardener's match e-mail is in Spanish, an Arabic one's in Arabic right to left; the seller's words stay theirs", async () => {
    const seller = await createUser();
    const [spanish, arabic] = await Promise.all([createUser(), createUser()]);
    await db().update(users).set({ city: "Leeds" }).where(eq(users.id, seller.id));
    await db().update(users).set({ language: "es" }).where(eq(users.id, spanish.id));
    await db().update(users).set({ language: "ar" }).where(eq(users.id, arabic.id));
    for (const u of [spanish, arabic]) await makeWant(db(), u.id, { title: "Tomates", categoryId: 2 });
    await matchListing((await makeListing(db(), seller.id, { title: "Tomates cherry", categoryId: 2 })).id);
    await settleEmails();
    const [es] = await outboxFor(spanish.email);
    expect(es).toMatchObject({ kind: "match", subject: "Algo de tu lista de deseos: Tomates cherry" });
    expect(es.html).toContain('lang="es"');
    expect(es.text).toContain("Buenas noticias");
    expect(es.text).toContain("semillas");
    expect(es.text).toContain(`${seller.username} en Leeds`);
    expect(es.text.toLowerCase()).toContain("escribir al vendedor");
    expect(es.text).toContain("Darte de baja");
    expect(es.text).not.toMatch(/Good news|message the seller|Unsubscribe/);
    expect(es.text).toContain(unsubscribeUrl(spanish.id));
    const [ar] = await outboxFor(arabic.email);
    expect(ar.subject).toBe("شيء من قائمة أمنياتك: Tomates cherry");
    expect(ar.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(ar.html).toContain('lang="ar"');
    expect(ar.text).toContain("راسل البائع");
    expect(ar.text).not.toMatch(/Good news|message the seller/);
  });
});

describe("match e-mails: at most one per hour, then one digest", () => {
  it("sends the first at once, holds the next ones, and digests them when the hour is up", async () => {
    const seller = await createUser();
    const wisher = await createUser();
    await db().update(users).set({ city: "Leeds" }).where(eq(users.id, seller.id));
    await makeWant(db(), wisher.id, { title: "Borlotti beans", categoryId: 2 });
    await makeWant(db(), wisher.id, { title: "Kohlrabi", categoryId: 2 });
    await matchListing((await makeListing(db(), seller.id, { title: "Borlotti bean seeds", categoryId: 2 })).id);
    await settleEmails();
    let mails = await outboxFor(wisher.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "match", subject: "A match for your wish list: Borlotti bean seeds" });
    expect(mails[0].html).toContain("message the seller");
    expect(mails[0].text).toContain(`/messages/${seller.id}`);
    expect(mails[0].text).toContain("Leeds");
    expect(mails[0].text).toContain(unsubscribeUrl(wisher.id));
    const sentAt = (await userRow(wisher.id)).lastMatchEmailAt!;

    await matchListing((await makeListing(db(), seller.id, { title: "Kohlrabi, purple", categoryId: 2 })).id);
    await matchListing((await makeListing(db(), seller.id, { title: "Kohlrabi (white)", categoryId: 2 })).id);
    await settleEmails();
    expect(await outboxFor(wisher.email)).toHaveLength(1);
    expect(await deliverMatchEmails(wisher.id, new Date(sentAt.getTime() + 30 * 60_000))).toBe("waiting");
    expect(await flushMatchDigests(new Date(sentAt.getTime() + 59 * 60_000))).toBe(0);

    const due = new Date(sentAt.getTime() + MATCH_EMAIL_INTERVAL_MS + 1000);
    expect(await flushMatchDigests(due)).toBe(1);
    mails = await outboxFor(wisher.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ kind: "match_digest", subject: "2 new matches for your wish list" });
    expect(mails[0].text).toContain("Kohlrabi, purple");
    expect(mails[0].text).toContain("Kohlrabi (white)");
    // Nothing pending any more: a second run sends nothing.
    expect(await flushMatchDigests(new Date(due.getTime() + 2 * MATCH_EMAIL_INTERVAL_MS))).toBe(0);
    expect(await outboxFor(wisher.email)).toHaveLength(2);
  });

  it("leaves out what was read in the app before the digest", async () => {
    const seller = await createUser();
    const wisher = await createUser();
    await makeWant(db(), wisher.id, { title: "Samphire" });
    await db().update(users).set({ lastMatchEmailAt: new Date() }).where(eq(users.id, wisher.id));
    await matchListing((await makeListing(db(), seller.id, { title: "Samphire" })).id);
    await settleEmails();
    await invoke(markNotificationsRead, asViewer(wisher), { all: true });
    expect(await deliverMatchEmails(wisher.id, new Date(Date.now() + 2 * MATCH_EMAIL_INTERVAL_MS))).toBe("nothing");
    expect(await outboxFor(wisher.email)).toHaveLength(0);
  });

  it("sends nothing to a gardener who turned e-mails off, and does not replay the backlog when turned on", async () => {
    const seller = await createUser();
    const wisher = await createUser();
    await makeWant(db(), wisher.id, { title: "Cardoon" });
    await setEmailNotificationsFor(wisher.id, false);
    await matchListing((await makeListing(db(), seller.id, { title: "Cardoons" })).id);
    await settleEmails();
    expect(await rowsOf(wisher.id)).toHaveLength(1);
    expect(await flushMatchDigests(new Date(Date.now() + 2 * MATCH_EMAIL_INTERVAL_MS))).toBe(0);
    await setEmailNotificationsFor(wisher.id, true);
    expect(await flushMatchDigests(new Date(Date.now() + 2 * MATCH_EMAIL_INTERVAL_MS))).toBe(0);
    expect(await outboxFor(wisher.email)).toHaveLength(0);
  });
});

describe("friend notifications", () => {
  it("a friend request notifies and e-mails once a day, with 'accept invitation'", async () => {
    const from = await createUser();
    const to = await createUser();
    await makeFriendship(db(), from.id, to.id, "pending");
    expect(await friendRequested(from.id, to.id)).toEqual({ notified: true });
    expect(await friendRequested(from.id, to.id)).toEqual({ notified: false });
    await settleEmails();
    const mails = await outboxFor(to.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].kind).toBe("friend_invitation");
    expect(mails[0].html).toContain("accept invitation");
    expect(mails[0].text).toContain("/myfriends?show=pending");
    expect(mails[0].text).toContain(unsubscribeUrl(to.id));
    const page = await listNotifications(asViewer(to));
    expect(page.items[0]).toMatchObject({ kind: "friend_request", friend_status: "pending", actor: { id: from.id, username: from.username } });

    await db().update(schema.friendships).set({ status: "accepted" });
    await friendAccepted(from.id, to.id);
    // The accepter's request notification is settled; the requester hears back.
    expect(await unreadCount(asViewer(to))).toBe(0);
    const fromPage = await listNotifications(asViewer(from));
    expect(fromPage.items[0]).toMatchObject({ kind: "friend_accepted", actor: { id: to.id } });
  });
});

describe("unsubscribe", () => {
  it("tokens are signed: forged, altered or malformed ones are refused", async () => {
    const t = unsubscribeToken(42);
    expect(verifyUnsubscribeToken(t)).toBe(42);
    expect(verifyUnsubscribeToken(t.replace(/^42\./, "43."))).toBeNull();
    expect(verifyUnsubscribeToken(`42.${"A".repeat(43)}`)).toBeNull();
    expect(verifyUnsubscribeToken("42")).toBeNull();
    expect(verifyUnsubscribeToken(undefined)).toBeNull();
    expect(verifyUnsubscribeToken(`${t}x`)).toBeNull();
  });

  it("the e-mailed link turns e-mails off without logging in; a forged one changes nothing", async () => {
    const u = await createUser();
    const forged = `${u.id}.${"x".repeat(43)}`;
    const bad = await unsubscribeGet(req(`/api/unsubscribe?token=${encodeURIComponent(forged)}`));
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("/unsubscribe?invalid=1");
    expect((await userRow(u.id)).emailNotifications).toBe(true);

    const ok = await unsubscribeGet(req(new URL(unsubscribeUrl(u.id)).pathname + new URL(unsubscribeUrl(u.id)).search));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toContain("/unsubscribe?token=");
    expect((await userRow(u.id)).emailNotifications).toBe(false);
  });

  it("RFC 8058 one-click POST works; a forged token is a 422 and changes nothing", async () => {
    const u = await createUser();
    const forged = await unsubscribePost(req(`/api/unsubscribe?token=${u.id}.${"y".repeat(43)}`, { form: { "List-Unsubscribe": "One-Click" } }));
    expect(forged.status).toBe(422);
    expect((await userRow(u.id)).emailNotifications).toBe(true);
    const res = await unsubscribePost(req(`/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(u.id))}`, { form: { "List-Unsubscribe": "One-Click" } }));
    expect(res.status).toBe(200);
    expect((await userRow(u.id)).emailNotifications).toBe(false);
    // A token for a user that does not exist is refused too.
    const ghost = await unsubscribePost(req(`/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(99999))}`, { method: "POST", form: { "List-Unsubscribe": "One-Click" } }));
    expect(ghost.status).toBe(422);
  });
});

describe("API: GET /api/notifications and POST /api/notifications/read", () => {
  async function setup() {
    const seller = await createUser();
    const me = await createUser();
    const other = await createUser();
    for (const t of ["Quince", "Medlar", "Loquat"]) await makeWant(db(), me.id, { title: t });
    await makeWant(db(), other.id, { title: "Quince" });
    for (const t of ["Quince", "Medlar", "Loquat"]) await matchListing((await makeListing(db(), seller.id, { title: t })).id);
    await settleEmails();
    return { seller, me, other };
  }

  it("refuses anonymous callers", async () => {
    expect((await listRoute(req("/api/notifications"))).status).toBe(401);
    const { me } = await setup();
    const res = await readRoute(req("/api/notifications/read", { json: { all: true } }));
    expect(res.status).toBe(401);
    expect(await unreadCount(asViewer(me))).toBe(3);
  });

  it("lists only the caller's own, newest first, keyset-paginated", async () => {
    const { me, seller } = await setup();
    const first = await listRoute(req("/api/notifications?limit=2", { token: me.token }));
    expect(first.status).toBe(200);
    const p1 = await first.json();
    expect(p1.items.map((i: { listing: { title: string } }) => i.listing.title)).toEqual(["Loquat", "Medlar"]);
    expect(p1.unread).toBe(3);
    expect(p1.items[0]).toMatchObject({ kind: "match", read: false, actor: { id: seller.id }, want: { title: "Loquat" } });
    const p2 = await (await listRoute(req(`/api/notifications?limit=2&cursor=${p1.next_cursor}`, { token: me.token }))).json();
    expect(p2.items.map((i: { listing: { title: string } }) => i.listing.title)).toEqual(["Quince"]);
    expect(p2.next_cursor).toBeNull();
    for (const bad of ["limit=0", "limit=500", "cursor=abc", "cursor=-1"]) {
      const res = await listRoute(req(`/api/notifications?${bad}`, { token: me.token }));
      expect(res.status, bad).toBe(422);
    }
  });

  it("marks read by ids (own only) or all; bad bodies are 422", async () => {
    const { me, other } = await setup();
    const mine = (await listNotifications(asViewer(me))).items.map((i) => i.id);
    const theirs = (await listNotifications(asViewer(other))).items.map((i) => i.id);
    // A stranger's ids do nothing to the owner's notifications.
    const res = await readRoute(req("/api/notifications/read", { token: other.token, json: { ids: mine } }));
    expect(await res.json()).toEqual({ updated: 0, unread: theirs.length });
    expect(await unreadCount(asViewer(me))).toBe(3);

    const one = await readRoute(req("/api/notifications/read", { token: me.token, json: { ids: [mine[0]] } }));
    expect(await one.json()).toEqual({ updated: 1, unread: 2 });
    // An id beyond the database integer range (found by the API fuzzer) is a 422, not a 500.
    for (const body of [{}, { ids: [] }, { ids: ["x"] }, { ids: [2_147_483_648] }, { all: false }, { ids: [1], all: true }, "nope"]) {
      const bad = await readRoute(req("/api/notifications/read", { token: me.token, json: body }));
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    const malformed = await readRoute(req("/api/notifications/read", { token: me.token, body: "{", headers: { "content-type": "application/json" } }));
    expect(malformed.status).toBe(422);
    const all = await readRoute(req("/api/notifications/read", { token: me.token, json: { all: true } }));
    expect(await all.json()).toEqual({ updated: 2, unread: 0 });
    expect(await unreadCount(asViewer(other))).toBe(theirs.length);
  });

  it("hides a listing the viewer can no longer see", async () => {
    const { me } = await setup();
    await db().update(schema.listings).set({ isActive: false }).where(eq(schema.listings.title, "Loquat"));
    const page = await listNotifications(asViewer(me));
    const loquat = page.items.find((i) => i.want?.title === "Loquat")!;
    expect(loquat.listing).toBeNull();
    expect(page.items.filter((i) => i.listing).length).toBe(2);
  });
});

describe("the notification use cases from the wrong side", () => {
  it("getNotifications: anonymous is refused; a gardener only ever reads their own", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await friendRequested(a.id, b.id);
    await expect(invoke(getNotifications, null, {})).rejects.toMatchObject({ kind: "unauthorized" });
    expect((await invoke(getNotifications, asViewer(a), {})).items).toEqual([]);
    expect((await invoke(getNotifications, asViewer(b), {})).items).toHaveLength(1);
  });

  it("unsubscribeEmails: a forged, foreign or missing token changes nobody's setting; one IP gets 30 a minute", async () => {
    const u = await createUser();
    for (const token of [`${u.id}.${"z".repeat(43)}`, "", undefined]) {
      await expect(invoke(unsubscribeEmails, null, { token })).rejects.toMatchObject({ kind: "invalid" });
    }
    expect((await userRow(u.id)).emailNotifications).toBe(true);
    const ctx = { door: "route" as const, ip: `10.11.${u.id % 250}.7` };
    for (let i = 0; i < LIMITS.unsubscribe[0].points; i++) await invoke(unsubscribeEmails, null, { token: "nope" }, ctx).catch(() => {});
    await expect(invoke(unsubscribeEmails, null, { token: unsubscribeToken(u.id) }, ctx)).rejects.toMatchObject({ kind: "rate_limited" });
    expect((await userRow(u.id)).emailNotifications).toBe(true);
  });
});
