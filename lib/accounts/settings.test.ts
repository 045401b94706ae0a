import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as emailPOST } from "@/app/api/auth/email/route";
import { GET as exportGET } from "@/app/api/auth/export/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as passwordPOST } from "@/app/api/auth/password/route";
import { GET as profileGET, PATCH as profilePATCH } from "@/app/api/auth/profile/route";
import { POST as verifyPOST } from "@/app/api/auth/verify/route";
import { GET as oneGET } from "@/app/api/listings/[id]/route";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeWant } from "@/db/factories";
import { drainJobs } from "@/lib/jobs";
import { outboxFor } from "@/lib/mail";
import { resetLimits } from "@/lib/rate-limit";
import { createUser, params, req, type TestUser } from "@/test/http";
import { testViewer } from "@/test/viewer";
import { WRONG_CURRENT_PASSWORD } from "./change-password";
import { EMAIL_CHANGE_SENT, SAME_EMAIL } from "./change-email";
import { NOTHING_TO_CHANGE } from "@/lib/validation/settings";
import { BAD_CURRENCY } from "@/lib/validation/currency";
import { priceText } from "@/lib/validation/listing-terms";
import { GET as listGET } from "@/app/api/listings/route";
import { GET as notificationsGET } from "@/app/api/notifications/route";
import { VERIFY_MAIL_KIND } from "./email-verification";
import { updateProfileInfo } from "./profile";
import { EMAIL_TAKEN } from "./register-account";
import { login } from "@/lib/auth";

beforeEach(() => resetLimits());

const me = (token: string) => profileGET(req("/api/auth/profile", { token }));
const password = (token: string | null, json: unknown) => passwordPOST(req("/api/auth/password", { token, json }));
const changeEmail = (token: string | null, json: unknown) => emailPOST(req("/api/auth/email", { token, json }));
const patch = (token: string | null, json: unknown) => profilePATCH(req("/api/auth/profile", { method: "PATCH", token, json }));
const row = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0];
const suspend = (u: TestUser) => db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, u.id));
const logInStatus = async (email: string, pw: string) => (await loginPOST(req("/api/auth/login", { json: { email, password: pw } }))).status;

/** The token of the newest confirmation e-mail to an address, read back from the outbox. */
async function tokenFromMail(email: string) {
  const mails = (await outboxFor(email)).filter((m) => m.kind === VERIFY_MAIL_KIND);
  expect(mails.length, `confirmation e-mail to ${email}`).toBeGreaterThan(0);
  return /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mails[0].text)![1];
}

describe("POST /api/auth/password (issue 31)", () => {
  it("changes the password, ends every other session, keeps the caller's", async () => {
    const ana = await createUser();
    const other = (await login({ email: ana.email, password: ana.password })).access_token;
    expect((await me(other)).status).toBe(200);
    const res = await password(ana.token, { current_password: ana.password, new_password: "a-new-long-secret" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ other_sessions_ended: 1 });
    expect((await me(other)).status).toBe(401);
    expect((await me(ana.token)).status).toBe(200);
    expect(await logInStatus(ana.email, ana.password)).toBe(401);
    expect(await logInStatus(ana.email, "a-new-long-secret")).toBe(200);
  });

  it("refuses the wrong current password (403 on that field), changing nothing and ending nothing", async () => {
    const ana = await createUser();
    const other = (await login({ email: ana.email, password: ana.password })).access_token;
    const before = (await row(ana.id)).passwordHash;
    const res = await password(ana.token, { current_password: "not-my-password", new_password: "a-new-long-secret" });
    expect(res.status).toBe(403);
    expect(JSON.stringify(await res.json())).toContain(WRONG_CURRENT_PASSWORD);
    expect((await row(ana.id)).passwordHash).toBe(before);
    expect((await me(other)).status).toBe(200);
  });

  it("anonymous 401, suspended 401, a bad body 422; nothing changes", async () => {
    const ana = await createUser();
    const before = (await row(ana.id)).passwordHash;
    expect((await password(null, { current_password: ana.password, new_password: "a-new-long-secret" })).status).toBe(401);
    for (const body of [{}, { current_password: ana.password }, { current_password: ana.password, new_password: "short" }, { current_password: 1, new_password: "a-new-long-secret" }, "x"]) {
      expect((await password(ana.token, body)).status).toBe(422);
    }
    await suspend(ana);
    expect((await password(ana.token, { current_password: ana.password, new_password: "a-new-long-secret" })).status).toBe(401);
    expect((await row(ana.id)).passwordHash).toBe(before);
  });
});

describe("POST /api/auth/email (issue 31)", () => {
  it("202: the old address stays the login until the link to the new one is opened, then the new one is", async () => {
    const ana = await createUser();
    const next = `new_${ana.username}@example.com`;
    const res = await changeEmail(ana.token, { email: next, password: ana.password });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: EMAIL_CHANGE_SENT, pending_email: next });
    expect(await (await me(ana.token)).json()).toMatchObject({ email: ana.email, pending_email: next, email_verified: true });
    expect(await logInStatus(ana.email, ana.password)).toBe(200);
    expect(await logInStatus(next, ana.password)).toBe(401);

    await drainJobs();
    // The link goes to the new address only.
    expect((await outboxFor(ana.email)).filter((m) => m.kind === VERIFY_MAIL_KIND)).toHaveLength(0);
    const token = await tokenFromMail(next);
    expect((await verifyPOST(req("/api/auth/verify", { json: { token } }))).status).toBe(200);
    expect(await (await me(ana.token)).json()).toMatchObject({ email: next, pending_email: null, email_verified: true });
    expect(await logInStatus(next, ana.password)).toBe(200);
    expect(await logInStatus(ana.email, ana.password)).toBe(401);
  });

  it("a taken address is 409 as register says; the wrong password 403; the same address 422; nothing pending", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    const taken = await changeEmail(ana.token, { email: basil.email.toUpperCase(), password: ana.password });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ detail: EMAIL_TAKEN });
    expect((await changeEmail(ana.token, { email: "fresh_x@example.com", password: "wrong-password" })).status).toBe(403);
    const same = await changeEmail(ana.token, { email: ana.email, password: ana.password });
    expect(same.status).toBe(422);
    expect(JSON.stringify(await same.json())).toContain(SAME_EMAIL);
    expect((await row(ana.id)).pendingEmail).toBeNull();
  });

  it("anonymous 401, suspended 401, bad bodies 422", async () => {
    const ana = await createUser();
    expect((await changeEmail(null, { email: "x_y@example.com", password: "whatever-1" })).status).toBe(401);
    for (const body of [{}, { email: "not-an-address", password: ana.password }, { email: "a_b@example.com" }, { email: ["a@b.co"], password: ana.password }]) {
      expect((await changeEmail(ana.token, body)).status).toBe(422);
    }
    await suspend(ana);
    expect((await changeEmail(ana.token, { email: "x_y@example.com", password: ana.password })).status).toBe(401);
    expect((await row(ana.id)).pendingEmail).toBeNull();
  });

  it("if another account takes the pending address before the link is opened, the link answers 409 and nothing switches", async () => {
    const ana = await createUser();
    const wanted = `race_${ana.username}@example.com`;
    expect((await changeEmail(ana.token, { email: wanted, password: ana.password })).status).toBe(202);
    await drainJobs();
    const token = await tokenFromMail(wanted);
    await createUser({ email: wanted });
    expect((await verifyPOST(req("/api/auth/verify", { json: { token } }))).status).toBe(409);
    expect((await row(ana.id)).email).toBe(ana.email);
  });
});

describe("PATCH /api/auth/profile (issue 31)", () => {
  it("changes the name and the units; only what was sent", async () => {
    const ana = await createUser({ first_name: "Ana", last_name: "Gomez" });
    const res = await patch(ana.token, { first_name: "  Anabel " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ first_name: "Anabel", last_name: "Gomez" });
    expect(await (await patch(ana.token, { units: "mi" })).json()).toMatchObject({ first_name: "Anabel", units: "mi" });
    expect((await row(ana.id)).units).toBe("mi");
  });

  it("anonymous 401; bad bodies 422 (empty, unknown units, an e-mail smuggled in, empty name); nothing changes", async () => {
    const ana = await createUser({ first_name: "Ana" });
    expect((await patch(null, { first_name: "X" })).status).toBe(401);
    const empty = await patch(ana.token, {});
    expect(empty.status).toBe(422);
    expect(JSON.stringify(await empty.json())).toContain(NOTHING_TO_CHANGE);
    for (const body of [{ units: "furlongs" }, { email: "other@example.com" }, { first_name: "   " }, { first_name: "x".repeat(101) }, { last_name: 3 }]) {
      expect((await patch(ana.token, body)).status, JSON.stringify(body)).toBe(422);
    }
    const after = await row(ana.id);
    expect({ first: after.firstName, units: after.units, email: after.email }).toEqual({ first: "Ana", units: null, email: ana.email });
    await suspend(ana);
    expect((await patch(ana.token, { first_name: "X" })).status).toBe(401);
  });

  it("units apply where distances show: a listing page reads 'about 5 km' or 'about 3 miles' as chosen", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    const viewerOf = (u: TestUser) => testViewer({ id: u.id, username: u.username, sessionId: "s" });
    await updateProfileInfo(viewerOf(ana), { city: "Portland", state: "OR", postcode: "97214" }, null);
    await updateProfileInfo(viewerOf(basil), { city: "Portland", state: "OR", postcode: "97211" }, null);
    const l = await makeListing(db(), basil.id, { title: "Units chard", isPublic: true });
    const bucket = async () => ((await (await oneGET(req(`/api/listings/${l.id}`, { token: ana.token }), params({ id: String(l.id) }))).json()) as { distance_bucket: string }).distance_bucket;
    expect(await bucket()).toBe("about 3 miles"); // a US gardener: miles by default
    expect((await patch(ana.token, { units: "km" })).status).toBe(200);
    expect(await bucket()).toBe("about 5 km");
    expect(await (await me(ana.token)).json()).toMatchObject({ units: "km" });
  });
});

describe("currency (issue 38): the seller's, chosen or from their place", () => {
  const viewerOf = (u: TestUser) => testViewer({ id: u.id, username: u.username, sessionId: "s" });

  it("defaults from the place (UK pounds, US dollars, none: dollars) and the choice wins", async () => {
    const [ana, leeds, nowhere] = await Promise.all([createUser(), createUser(), createUser()]);
    await updateProfileInfo(viewerOf(ana), { city: "Portland", state: "OR", postcode: "97214" }, null);
    await updateProfileInfo(viewerOf(leeds), { city: "Leeds", state: "England", postcode: "LS6 1AA" }, null);
    expect(await (await me(ana.token)).json()).toMatchObject({ currency: "USD" });
    expect(await (await me(leeds.token)).json()).toMatchObject({ currency: "GBP" });
    expect(await (await me(nowhere.token)).json()).toMatchObject({ currency: "USD" });
    const res = await patch(leeds.token, { currency: "EUR" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ currency: "EUR", units: "mi" });
    expect((await row(leeds.id)).currency).toBe("EUR");
  });

  it("refuses another currency (422 with the reason) and anonymous callers (401); nothing changes", async () => {
    const ana = await createUser();
    expect((await patch(null, { currency: "GBP" })).status).toBe(401);
    for (const currency of ["XYZ", "gbp", "", 3, null]) {
      const res = await patch(ana.token, { currency });
      expect(res.status, JSON.stringify(currency)).toBe(422);
      if (currency === "XYZ") expect(await res.json()).toEqual({ detail: [{ loc: ["body", "currency"], msg: BAD_CURRENCY, type: "invalid_value" }] });
    }
    expect((await row(ana.id)).currency).toBeNull();
    await suspend(ana);
    expect((await patch(ana.token, { currency: "GBP" })).status).toBe(401);
    expect((await row(ana.id)).currency).toBeNull();
  });

  it("a listing's price is in its seller's currency for every reader: detail, lists and notifications", async () => {
    const [seller, reader] = await Promise.all([createUser(), createUser()]);
    await updateProfileInfo(viewerOf(seller), { city: "Leeds", state: "England", postcode: "LS6 1AA" }, null);
    await updateProfileInfo(viewerOf(reader), { city: "Portland", state: "OR", postcode: "97214" }, null);
    const l = await makeListing(db(), seller.id, { title: "Currency rhubarb", typeId: 1, price: 2.5, isPublic: true });
    const detail = async () => (await (await oneGET(req(`/api/listings/${l.id}`, { token: reader.token }), params({ id: String(l.id) }))).json()) as { currency: string; price: number };
    const listed = async () => ((await (await listGET(req(`/api/listings/?public=true&category_id=1&q=rhubarb`, { token: reader.token }))).json()) as { id: number; currency: string }[]).find((x) => x.id === l.id);
    expect(await detail()).toMatchObject({ currency: "GBP", price: 2.5 });
    expect(await listed()).toMatchObject({ currency: "GBP" });
    expect(priceText(await detail() as never)).toBe("£2.50");
    await db().insert(schema.notifications).values({ userId: reader.id, kind: "match", actorId: seller.id, listingId: l.id });
    const notes = (await (await notificationsGET(req("/api/notifications", { token: reader.token }))).json()) as { items?: { listing: { currency: string } | null }[] } | { listing: { currency: string } | null }[];
    const items = Array.isArray(notes) ? notes : notes.items!;
    expect(items.find((n) => n.listing)?.listing).toMatchObject({ currency: "GBP" });
    // The seller chooses euros: their listings read in euros for everyone (the number stays).
    expect((await patch(seller.token, { currency: "EUR" })).status).toBe(200);
    expect(await detail()).toMatchObject({ currency: "EUR", price: 2.5 });
    expect(await listed()).toMatchObject({ currency: "EUR" });
  });
});

describe("GET /api/auth/export (issue 31)", () => {
  it("is an attachment with the account's own data, naming others by user name only (never their e-mail)", async () => {
    const [ana, basil] = await Promise.all([createUser(), createUser()]);
    await makeListing(db(), ana.id, { title: "Export kale" });
    await makeWant(db(), ana.id, { title: "Export figs" });
    await makeMessage(db(), ana.id, basil.id, "hello basil");
    await makeMessage(db(), basil.id, ana.id, "hello ana");
    await makeListing(db(), basil.id, { title: "Basil's secret beans" });
    await db().insert(schema.blocks).values({ blockerId: ana.id, blockedId: (await createUser()).id });
    const res = await exportGET(req("/api/auth/export", { token: ana.token }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="gardenswap-.+\.json"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: ana.id, email: ana.email });
    expect(data.listings.map((l: { title: string }) => l.title)).toEqual(["Export kale"]);
    expect(data.wishes.map((w: { title: string }) => w.title)).toEqual(["Export figs"]);
    expect(data.messages.sent).toMatchObject([{ to: { id: basil.id, username: basil.username }, content: "hello basil" }]);
    expect(data.messages.received).toMatchObject([{ from: { id: basil.id, username: basil.username }, content: "hello ana" }]);
    expect(data.blocked).toHaveLength(1);
    for (const key of ["friends", "trades", "thanks_notes", "notifications", "push_subscriptions", "reports_filed"]) expect(Array.isArray(data[key]), key).toBe(true);
    expect(text).not.toContain(basil.email);
    expect(text).not.toContain("Basil's secret beans");
    expect(text).not.toMatch(/password|token_version|p256dh/i);
  });

  it("anonymous 401, suspended 401", async () => {
    const ana = await createUser();
    expect((await exportGET(req("/api/auth/export"))).status).toBe(401);
    await suspend(ana);
    expect((await exportGET(req("/api/auth/export", { token: ana.token }))).status).toBe(401);
  });
});
