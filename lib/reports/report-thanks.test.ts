import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { route } from "@/app/_doors/route";
import { db, schema } from "@/db";
import { makeListing } from "@/db/factories";
import { listReports } from "@/lib/moderation/list-reports";
import { resolveReport } from "@/lib/moderation/resolve-report";
import { resetLimits } from "@/lib/rate-limit";
import { createUser, params, req, type TestUser } from "@/test/http";
import { tradesOf } from "@/lib/trades/trade-records";
import { tradeProfileOf } from "@/lib/trades/trade-profile";
import { createReport } from "./create-report";
import { testViewer } from "@/test/viewer";

beforeEach(() => resetLimits());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const report = (u: TestUser | null, body: unknown) => route(createReport, { status: 201 })(req("/api/reports", { token: u?.token, json: body })).then(json);
const desk = (u: TestUser) => route(listReports)(req("/api/moderation/reports", { token: u.token })).then(json);
const resolve = (u: TestUser, id: number, body: unknown) =>
  route(resolveReport)(req(`/api/moderation/reports/${id}`, { token: u.token, json: body }), params({ id: String(id) })).then(json);
const viewer = (u: TestUser) => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "x" }));
const reportCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(schema.reports))[0].n;

/** A received trade of one of `giver`'s listings, and `author`'s thank-you note about `subject` on it. */
async function note(giver: TestUser, receiver: TestUser, author: TestUser, text: string) {
  const listing = await makeListing(db(), giver.id, { stateId: 3 });
  const [trade] = await db().insert(schema.trades).values({ listingId: listing.id, giverId: giver.id, receiverId: receiver.id, state: "received" }).returning();
  const subject = author.id === giver.id ? receiver : giver;
  const [row] = await db().insert(schema.tradeThanks).values({ tradeId: trade.id, authorId: author.id, subjectId: subject.id, text, rating: "no_show" }).returning();
  return row.id;
}

async function moderator() {
  const m = await createUser();
  await db().update(schema.users).set({ role: "moderator" }).where(eq(schema.users.id, m.id));
  return m;
}

describe("reporting a thank-you note", () => {
  it("the gardener it is about and a profile reader report it; the desk groups it; hiding takes it off the profile and My trades, its author still has it", async () => {
    const [rose, basil, fern, elm, reader, mod] = await Promise.all([createUser(), createUser(), createUser(), createUser(), createUser(), moderator()]);
    // basil writes a nasty note about rose; two kind ones make rose's profile show notes (3).
    const nasty = await note(rose, basil, basil, "Rose never showed up, total flake, avoid!!");
    await note(rose, fern, fern, "Lovely tomatoes");
    await note(rose, elm, elm, "Thank you!");
    expect((await tradeProfileOf(rose.id)).thanks.map((t) => t.id)).toContain(nasty);

    const r1 = await report(rose, { target_type: "thanks", target_id: nasty, reason: "offensive", note: "It isn't true" });
    expect(r1.status).toBe(201);
    expect((await report(reader, { target_type: "thanks", target_id: nasty, reason: "offensive" })).status).toBe(201);
    const [row] = await db().select().from(schema.reports).where(and(eq(schema.reports.targetType, "thanks"), eq(schema.reports.reporterId, rose.id)));
    expect(row).toMatchObject({ subjectUserId: basil.id, targetId: nasty, status: "open" });
    expect(row.snapshot).toBe(`Thank-you note from @${basil.username} to @${rose.username} (no-show):\nRose never showed up, total flake, avoid!!`);

    const open = (await desk(mod)).body.groups.filter((g: { target_type: string }) => g.target_type === "thanks");
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ target_id: nasty, report_count: 2, hidden: false, subject: { id: basil.id } });

    const hid = await resolve(mod, open[0].report_id, { action: "hide", reason: "Personal attack" });
    expect(hid).toMatchObject({ status: 200, body: { action: "hide", status: "actioned" } });
    const [n] = await db().select({ hiddenAt: schema.tradeThanks.hiddenAt }).from(schema.tradeThanks).where(eq(schema.tradeThanks.id, nasty));
    expect(n.hiddenAt).not.toBeNull();
    // Off the profile (and, with two left, the profile shows no notes at all), and off rose's My trades.
    expect((await tradeProfileOf(rose.id)).thanks).toEqual([]);
    const roses = await tradesOf(viewer(rose));
    expect(roses.find((t) => t.counterpart?.id === basil.id)?.thanks.theirs).toBeNull();
    expect((await tradesOf(viewer(basil)))[0].thanks.mine?.id).toBe(nasty);
    const [audit] = await db().select().from(schema.moderationActions).where(eq(schema.moderationActions.targetType, "thanks"));
    expect(audit).toMatchObject({ action: "hide", moderatorId: mod.id, subjectUserId: basil.id, targetId: nasty, reason: "Personal attack" });
    expect((await desk(mod)).body.groups.filter((g: { target_type: string }) => g.target_type === "thanks")).toEqual([]);
    // A hidden note cannot be reported again by anyone.
    expect((await report(elm, { target_type: "thanks", target_id: nasty, reason: "offensive" })).status).toBe(404);
  });

  it("refused and nothing written: anonymous, its author, a reader who cannot see it, blocked either way, suspended, twice", async () => {
    const [rose, basil, stranger, blocker, suspended] = await Promise.all([createUser(), createUser(), createUser(), createUser(), createUser()]);
    const id = await note(rose, basil, basil, "Meh");
    const before = await reportCount();
    const body = { target_type: "thanks", target_id: id, reason: "offensive" };

    expect((await report(null, body)).status).toBe(401);
    expect(await report(basil, body)).toEqual({ status: 422, body: { detail: "You cannot report yourself" } });
    // rose's profile shows no notes yet (one < 3): a stranger cannot read it, so cannot report it.
    expect(await report(stranger, body)).toEqual({ status: 404, body: { detail: "Thank-you note not found" } });
    expect((await report(stranger, { ...body, target_id: 999_999 })).status).toBe(404);

    // Once the profile shows notes, a gardener blocked either way with the author still cannot.
    const c = await createUser();
    await note(rose, c, c, "Nice");
    await note(rose, blocker, blocker, "Great");
    await db().insert(schema.blocks).values([
      { blockerId: blocker.id, blockedId: basil.id },
      { blockerId: basil.id, blockedId: suspended.id },
    ]);
    expect((await report(blocker, body)).status).toBe(404);
    expect((await report(suspended, body)).status).toBe(404);
    await db().delete(schema.blocks).where(eq(schema.blocks.blockerId, basil.id));
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, suspended.id));
    expect((await report(suspended, body)).status).toBe(401);
    expect(await reportCount()).toBe(before);

    // The gardener it is about may report it once.
    expect((await report(rose, body)).status).toBe(201);
    expect(await report(rose, body)).toEqual({ status: 409, body: { detail: "You have already reported this" } });
    expect(await reportCount()).toBe(before + 1);
  });

  it("a moderator's message action does not apply to a note; dismissing leaves it shown", async () => {
    const [rose, basil, mod] = await Promise.all([createUser(), createUser(), moderator()]);
    const id = await note(rose, basil, basil, "Hmm");
    const r = await report(rose, { target_type: "thanks", target_id: id, reason: "other" });
    expect((await resolve(mod, r.body.id, { action: "delete_message", reason: "x" })).status).toBe(422);
    expect((await resolve(mod, r.body.id, { action: "dismiss", reason: "Fair comment" })).body).toMatchObject({ status: "dismissed" });
    expect((await tradesOf(viewer(rose)))[0].thanks.theirs?.id).toBe(id);
  });
});
