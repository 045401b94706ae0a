import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { route } from "@/app/_doors/route";
import { db, schema } from "@/db";
import { makeListing } from "@/db/factories";
import { requestReview } from "@/lib/moderation/request-review";
import { outboxFor } from "@/lib/mail";
import { MODERATION_ALERT_MAIL_KIND, REPORT_OUTCOME_MAIL_KIND } from "@/lib/notifications/email";
import { settleEmails } from "@/lib/notifications/events";
import { resetLimits } from "@/lib/rate-limit";
import { createReport } from "@/lib/reports/create-report";
import { createUser, params, req, type TestUser } from "@/test/http";
import { resolveReport } from "./resolve-report";

beforeEach(() => resetLimits());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const report = (u: TestUser, body: unknown) => route(createReport, { status: 201 })(req("/api/reports", { token: u.token, json: body })).then(json);
const resolve = (u: TestUser, id: number, body: unknown) => route(resolveReport)(req(`/api/moderation/reports/${id}`, { token: u.token, json: body }), params({ id: String(id) })).then(json);
const askReview = (u: TestUser, id: number) => route(requestReview)(req(`/api/listings/${id}/review`, { token: u.token, json: {} }), params({ id: String(id) }));
const bell = (u: TestUser, kind: (typeof schema.notifications.kind.enumValues)[number]) =>
  db().select({ note: schema.notifications.note, listingId: schema.notifications.listingId, actorId: schema.notifications.actorId }).from(schema.notifications).where(and(eq(schema.notifications.userId, u.id), eq(schema.notifications.kind, kind)));
const mails = async (u: TestUser, kind: string) => (await outboxFor(u.email)).filter((m) => m.kind === kind);

async function moderator() {
  const m = await createUser();
  await db().update(schema.users).set({ role: "moderator" }).where(eq(schema.users.id, m.id));
  return m;
}

describe("moderation is told (issue 31, item 6)", () => {
  it("a new report alerts every moderator in the app and by e-mail (at most one mail in a while); other gardeners get nothing", async () => {
    const [mod, ana, sage, bystander] = await Promise.all([moderator(), createUser(), createUser(), createUser()]);
    const l1 = await makeListing(db(), sage.id, { title: "Alert balm", isPublic: true });
    const l2 = await makeListing(db(), sage.id, { title: "Alert mint", isPublic: true });
    expect((await report(ana, { target_type: "listing", target_id: l1.id, reason: "spam_scam" })).status).toBe(201);
    expect((await report(ana, { target_type: "listing", target_id: l2.id, reason: "spam_scam" })).status).toBe(201);
    await settleEmails();
    const alerts = await bell(mod, "moderation_alert");
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toMatchObject({ note: "A new report is waiting on the moderation desk", listingId: null, actorId: null });
    const sent = await mails(mod, MODERATION_ALERT_MAIL_KIND);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("/moderation");
    expect(sent[0].text).not.toContain(sage.username);
    for (const u of [ana, sage, bystander]) expect(await bell(u, "moderation_alert")).toHaveLength(0);
  });

  it("a moderator's hide tells the owner (with the reason and the review) and the reporter the outcome only", async () => {
    const [mod, ana, sage] = await Promise.all([moderator(), createUser(), createUser()]);
    const l = await makeListing(db(), sage.id, { title: "Invasive knotweed", isPublic: true });
    const filed = await report(ana, { target_type: "listing", target_id: l.id, reason: "prohibited_plant" });
    expect((await resolve(mod, filed.body.id, { action: "hide", reason: "Japanese knotweed may not be traded" })).status).toBe(200);
    await settleEmails();

    expect(await bell(sage, "listing_hidden")).toEqual([{ note: "Japanese knotweed may not be traded", listingId: l.id, actorId: null }]);
    const ownerMail = await mails(sage, "moderation");
    expect(ownerMail.at(0)?.text).toContain("Japanese knotweed may not be traded");
    expect(ownerMail.at(0)?.text).toContain(`/listings/${l.id}`);

    expect(await bell(ana, "report_resolved")).toEqual([{ note: "We hid the listing you reported", listingId: null, actorId: null }]);
    const outcome = await mails(ana, REPORT_OUTCOME_MAIL_KIND);
    expect(outcome).toHaveLength(1);
    expect(outcome[0].subject).toBe("We hid the listing you reported");
    // Nothing about the other gardener beyond that: not their name, not the moderator's reason.
    expect(outcome[0].text).not.toContain(sage.username);
    expect(outcome[0].text).not.toContain("knotweed");
  });

  it("a dismissal tells the reporter 'We looked and left it up'; the owner hears nothing", async () => {
    const [mod, ana, sage] = await Promise.all([moderator(), createUser(), createUser()]);
    const l = await makeListing(db(), sage.id, { title: "Fine basil", isPublic: true });
    const filed = await report(ana, { target_type: "listing", target_id: l.id, reason: "spam_scam" });
    expect((await resolve(mod, filed.body.id, { action: "dismiss", reason: "looks fine" })).status).toBe(200);
    await settleEmails();
    expect(await bell(ana, "report_resolved")).toEqual([{ note: "We looked and left it up", listingId: null, actorId: null }]);
    expect(await bell(sage, "listing_hidden")).toHaveLength(0);
    expect(await mails(sage, "moderation")).toHaveLength(0);
  });

  it("an owner's request for a review alerts the moderators once", async () => {
    const [mod, sage] = await Promise.all([moderator(), createUser()]);
    const l = await makeListing(db(), sage.id, { title: "Hidden thyme", isPublic: true, hiddenAt: new Date() });
    // Hidden by reports still open: the owner may ask for a review.
    const reporter = await createUser();
    await db().insert(schema.reports).values({ reporterId: reporter.id, targetType: "listing", targetId: l.id, subjectUserId: sage.id, reason: "spam_scam" });
    expect((await askReview(sage, l.id)).status).toBe(200);
    expect((await askReview(sage, l.id)).status).toBe(200);
    await settleEmails();
    expect((await bell(mod, "moderation_alert")).filter((a) => a.note === "A gardener asked for a review of a hidden listing")).toHaveLength(1);
  });
});
