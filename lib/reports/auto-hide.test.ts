import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { route } from "@/app/_doors/route";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { POST as reviewPOST } from "@/app/api/listings/[id]/review/route";
import { db, schema } from "@/db";
import { makeListing } from "@/db/factories";
import { login } from "@/lib/auth";
import { setClock } from "@/lib/clock";
import { listListings } from "@/lib/listings";
import { ALREADY_DECIDED, NOT_HIDDEN } from "@/lib/listings/review";
import { outboxFor } from "@/lib/mail";
import { listReports } from "@/lib/moderation/list-reports";
import { resolveReport } from "@/lib/moderation/resolve-report";
import { resetLimits } from "@/lib/rate-limit";
import { createUser, inGoodStanding, params, req, type TestUser } from "@/test/http";
import { createReport } from "./create-report";
import { GOOD_STANDING_DAYS, HIDE_AFTER_REPORTS, type ReportReason } from "./reasons";

beforeEach(() => resetLimits());
afterEach(() => setClock(undefined));

const report = async (u: TestUser, listingId: number, reason: ReportReason = "spam_scam") => {
  const res = await route(createReport, { status: 201 })(req("/api/reports", { token: u.token, json: { target_type: "listing", target_id: listingId, reason } }));
  expect(res.status).toBe(201);
};
const hiddenAt = async (id: number) => (await db().select({ at: schema.listings.hiddenAt }).from(schema.listings).where(eq(schema.listings.id, id)))[0].at;
const visibleToAnyone = async (title: string, id: number) => (await listListings(null, { q: title })).items.some((l) => l.id === id);
const review = async (u: TestUser | null, id: number | string) => {
  const res = await reviewPOST(req(`/api/listings/${id}/review`, { method: "POST", token: u?.token }), params({ id: String(id) }));
  return { status: res.status, body: await res.json() };
};
async function moderator() {
  const m = await createUser();
  await db().update(schema.users).set({ role: "moderator" }).where(eq(schema.users.id, m.id));
  return m;
}
const goodReporters = async (n = HIDE_AFTER_REPORTS) => {
  const us = await Promise.all(Array.from({ length: n }, () => createUser()));
  await inGoodStanding(...us);
  return us;
};

/** H2's reproduction: three accounts signed up a moment ago, the way an attacker makes them (POST /api/auth/register, no confirmation). */
async function throwaway(i: number): Promise<TestUser> {
  const id = `${Date.now().toString(36)}t${i}`;
  const data = { email: `throwaway_${id}@example.com`, username: `throwaway_${id}`, password: "correct-horse-battery", first_name: "T", last_name: "A" };
  const res = await registerPOST(req("/api/auth/register", { json: data }));
  expect(res.status).toBe(201);
  const { id: userId } = await res.json();
  return { id: userId, username: data.username, email: data.email, password: data.password, token: (await login({ email: data.email, password: data.password })).access_token };
}

describe("auto-hide counts only reporters in good standing (issue 29, H2)", () => {
  it("three fresh throwaway accounts cannot hide a listing", async () => {
    const owner = await createUser();
    const listing = await makeListing(db(), owner.id, { title: "Throwaway target beans" });
    const accounts = [await throwaway(1), await throwaway(2), await throwaway(3)];
    for (const a of accounts) await report(a, listing.id);
    expect(await hiddenAt(listing.id)).toBeNull();
    expect(await visibleToAnyone("Throwaway target beans", listing.id)).toBe(true);
  });

  it("confirmed but new accounts, and old but unconfirmed ones, do not count either; established ones do", async () => {
    const owner = await createUser();
    const listing = await makeListing(db(), owner.id, { title: "Standing test peas" });
    const confirmedNew = await Promise.all([createUser(), createUser(), createUser()]);
    for (const u of confirmedNew) await report(u, listing.id);
    const oldUnconfirmed = await Promise.all([createUser(), createUser(), createUser()]);
    await inGoodStanding(...oldUnconfirmed);
    await db().update(schema.users).set({ emailVerifiedAt: null }).where(eq(schema.users.id, oldUnconfirmed[0].id));
    await db().update(schema.users).set({ emailVerifiedAt: null }).where(eq(schema.users.id, oldUnconfirmed[1].id));
    for (const u of oldUnconfirmed) await report(u, listing.id);
    // Six reports, only one of them in good standing.
    expect(await hiddenAt(listing.id)).toBeNull();
    const established = await goodReporters(2);
    await report(established[0], listing.id);
    expect(await hiddenAt(listing.id)).toBeNull();
    await report(established[1], listing.id);
    expect(await hiddenAt(listing.id)).not.toBeNull();
    expect(await visibleToAnyone("Standing test peas", listing.id)).toBe(false);
  });

  it(`an account counts once it is ${GOOD_STANDING_DAYS} days old (the injected clock)`, async () => {
    const owner = await createUser();
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    const first = await makeListing(db(), owner.id);
    for (const u of [a, b, c]) await report(u, first.id);
    expect(await hiddenAt(first.id)).toBeNull();
    setClock(() => new Date(Date.now() + (GOOD_STANDING_DAYS * 24 + 1) * 3600_000));
    const second = await makeListing(db(), owner.id);
    for (const u of [a, b, c]) await report(u, second.id);
    expect(await hiddenAt(second.id)).not.toBeNull();
  });

  it("a reporter who is the subject of an open or upheld report does not count; the owner reporting them back changes nothing", async () => {
    const owner = await createUser();
    const bystander = await createUser();
    const [r1, r2, r3] = await goodReporters();
    const listing = await makeListing(db(), owner.id);
    // Someone else reported r1 (open): r1 is not in good standing.
    const r = await route(createReport, { status: 201 })(req("/api/reports", { token: bystander.token, json: { target_type: "user", target_id: r1.id, reason: "offensive" } }));
    expect(r.status).toBe(201);
    // The owner reports r2 and r3 back: that does not take their weight away.
    for (const u of [r2, r3]) await route(createReport, { status: 201 })(req("/api/reports", { token: owner.token, json: { target_type: "user", target_id: u.id, reason: "offensive" } }));
    for (const u of [r1, r2, r3]) await report(u, listing.id);
    expect(await hiddenAt(listing.id)).toBeNull();
    const [r4] = await goodReporters(1);
    await report(r4, listing.id);
    expect(await hiddenAt(listing.id)).not.toBeNull();
  });
});

describe("the owner of a hidden listing (issue 29)", () => {
  it("is told at once, in the app and by e-mail, and may ask for a review, which the desk shows first", async () => {
    const owner = await createUser();
    const listing = await makeListing(db(), owner.id, { title: "Reviewed rhubarb" });
    for (const u of await goodReporters()) await report(u, listing.id);
    expect(await hiddenAt(listing.id)).not.toBeNull();
    const [n] = await db().select().from(schema.notifications).where(and(eq(schema.notifications.userId, owner.id), eq(schema.notifications.kind, "listing_hidden")));
    expect(n).toMatchObject({ listingId: listing.id, actorId: null });
    const mails = await outboxFor(owner.email);
    expect(mails.find((m) => m.subject === "Your GardenSwap listing is hidden for now")).toMatchObject({ kind: "moderation" });

    expect(await review(owner, listing.id)).toMatchObject({ status: 200, body: { id: listing.id, review_requested: true } });
    expect((await review(owner, listing.id)).status).toBe(200); // asking twice is asking once
    const mod = await moderator();
    const desk = await (await route(listReports)(req("/api/moderation/reports", { token: mod.token }))).json();
    expect(desk.groups[0]).toMatchObject({ target_type: "listing", target_id: listing.id, review_requested: true, hidden: true });
    expect(desk.audit_log.filter((a: { action: string; target_id: number }) => a.action === "review_requested" && a.target_id === listing.id)).toHaveLength(1);
  });

  it("wrong side: anonymous 401, anyone but the owner 404, a listing that is not hidden 409 — nothing flagged", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const shown = await makeListing(db(), owner.id);
    const listing = await makeListing(db(), owner.id);
    for (const u of await goodReporters()) await report(u, listing.id);
    expect((await review(null, listing.id)).status).toBe(401);
    expect((await review(stranger, listing.id)).status).toBe(404);
    expect((await review(stranger, shown.id)).status).toBe(404);
    expect((await review(stranger, "nope")).status).toBe(404);
    expect(await review(owner, shown.id)).toEqual({ status: 409, body: { detail: NOT_HIDDEN } });
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, owner.id));
    expect((await review(owner, listing.id)).status).toBe(401);
    const rows = await db().select({ r: schema.listings.reviewRequestedAt }).from(schema.listings).where(eq(schema.listings.ownerId, owner.id));
    expect(rows.every((x) => x.r === null)).toBe(true);
  });

  it("a listing a moderator restored is not hidden again by the same kind of report; another kind still can", async () => {
    const owner = await createUser();
    const listing = await makeListing(db(), owner.id);
    for (const u of await goodReporters()) await report(u, listing.id, "spam_scam");
    expect(await hiddenAt(listing.id)).not.toBeNull();
    await review(owner, listing.id);
    const mod = await moderator();
    const [open] = await db().select({ id: schema.reports.id }).from(schema.reports).where(and(eq(schema.reports.targetId, listing.id), eq(schema.reports.targetType, "listing"), eq(schema.reports.status, "open"))).limit(1);
    const res = await route(resolveReport)(req(`/api/moderation/reports/${open.id}`, { token: mod.token, json: { action: "restore", reason: "Looks fine" } }), params({ id: String(open.id) }));
    expect(res.status).toBe(200);
    expect(await hiddenAt(listing.id)).toBeNull();
    const [l] = await db().select({ r: schema.listings.reviewRequestedAt }).from(schema.listings).where(eq(schema.listings.id, listing.id));
    expect(l.r).toBeNull();
    // A moderator has decided: no second review request while nothing is hidden.
    expect(await review(owner, listing.id)).toEqual({ status: 409, body: { detail: NOT_HIDDEN } });

    for (const u of await goodReporters()) await report(u, listing.id, "spam_scam");
    expect(await hiddenAt(listing.id)).toBeNull();
    for (const u of await goodReporters()) await report(u, listing.id, "prohibited_plant");
    expect(await hiddenAt(listing.id)).not.toBeNull();
  });

  it("a listing a moderator hid cannot be sent back for review (409)", async () => {
    const owner = await createUser();
    const listing = await makeListing(db(), owner.id, { hiddenAt: new Date() });
    expect(await review(owner, listing.id)).toEqual({ status: 409, body: { detail: ALREADY_DECIDED } });
  });
});
