import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { POST as verifyPOST } from "@/app/api/auth/verify/route";
import { POST as resendPOST } from "@/app/api/auth/verify/resend/route";
import { GET as publicGET } from "@/app/api/auth/users/[id]/public/route";
import { db, schema } from "@/db";
import { setClock } from "@/lib/clock";
import { drainJobs } from "@/lib/jobs";
import { LIMITS } from "@/lib/limits";
import { outboxFor } from "@/lib/mail";
import { invoke } from "@/lib/use-case";
import { createUser, params, req } from "@/test/http";
import { ALREADY_VERIFIED, emailChanged, EMAIL_VERIFIED, INVALID_VERIFY_TOKEN, VERIFICATION_SENT, VERIFY_MAIL_KIND, VERIFY_TOKEN_TTL_MS } from "./email-verification";
import { hashResetToken } from "./password-reset";
import { signUp } from "./sign-up";
import { BAD_LANGUAGE } from "@/lib/i18n/locales";

afterEach(() => setClock(undefined));

let n = 0;
const fresh = () => {
  n += 1;
  const id = `${Date.now().toString(36)}v${n}`;
  return { email: `verify_${id}@example.com`, username: `verify_${id}`, password: "correct-horse-battery", first_name: "Val", last_name: "Idate" };
};

/** The token of the newest confirmation e-mail to an address, read back from the outbox. */
async function tokenFromMail(email: string) {
  const mails = (await outboxFor(email)).filter((m) => m.kind === VERIFY_MAIL_KIND);
  expect(mails.length, `confirmation e-mail to ${email}`).toBeGreaterThan(0);
  const link = /http:\/\/localhost:3000\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mails[0].text);
  expect(link, mails[0].text).not.toBeNull();
  return link![1];
}

const verifiedAt = async (id: number) => (await db().select({ at: schema.users.emailVerifiedAt }).from(schema.users).where(eq(schema.users.id, id)))[0].at;
const verify = (json: unknown) => verifyPOST(req("/api/auth/verify", { json }));
const publicProfile = async (id: number) => (await publicGET(req(`/api/auth/users/${id}/public`), params({ id: String(id) }))).json();

describe("verified addresses (issue 29)", () => {
  it("POST /api/auth/register sends a confirmation link; the link confirms the address once, and the public profile says verified", async () => {
    const data = fresh();
    const res = await registerPOST(req("/api/auth/register", { json: data }));
    expect(res.status).toBe(201);
    const { id } = await res.json();
    await drainJobs();
    const token = await tokenFromMail(data.email);
    // Only the hash is stored.
    const rows = await db().select().from(schema.emailVerificationTokens).where(eq(schema.emailVerificationTokens.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    expect(await verifiedAt(id)).toBeNull();
    expect(await publicProfile(id)).toMatchObject({ id, verified: false });

    const ok = await verify({ token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: EMAIL_VERIFIED, verified: true });
    expect(await verifiedAt(id)).not.toBeNull();
    const profile = await publicProfile(id);
    expect(profile).toMatchObject({ id, username: data.username, verified: true });
    expect(Object.keys(profile).sort()).toEqual(["city", "friend_count", "id", "profile_picture", "state", "username", "verified", "zip_code"]);

    // Single use.
    const again = await verify({ token });
    expect(again.status).toBe(422);
    expect((await again.json()).detail).toBe(INVALID_VERIFY_TOKEN);
  });

  it("the register form (sign-up server action's use case) sends the link too", async () => {
    const data = fresh();
    await invoke(signUp, null, { ...data, confirm_password: data.password });
    await drainJobs();
    expect(await tokenFromMail(data.email)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it("a sign-up from a Spanish page keeps Spanish as the gardener's language: the confirmation e-mail is in Spanish (issue 38); another language is refused and creates nothing", async () => {
    const data = fresh();
    await invoke(signUp, null, { ...data, confirm_password: data.password, language: "es" });
    await drainJobs();
    const [row] = await db().select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.email, data.email));
    expect(row.language).toBe("es");
    const [mail] = (await outboxFor(data.email)).filter((m) => m.kind === VERIFY_MAIL_KIND);
    expect(mail.subject).toBe("Confirma tu dirección de correo para GardenSwap");
    expect(mail.text).toContain("Confirmar mi dirección");

    const other = fresh();
    const res = await registerPOST(req("/api/auth/register", { json: { ...other, language: "fr" } }));
    expect(res.status).toBe(422);
    expect((await res.json()).detail[0]).toMatchObject({ loc: ["body", "language"], msg: BAD_LANGUAGE });
    expect(await db().select().from(schema.users).where(eq(schema.users.email, other.email))).toHaveLength(0);
    // Without one, nothing is chosen: the browser's language decides until the gardener does.
    const plain = fresh();
    expect((await registerPOST(req("/api/auth/register", { json: plain }))).status).toBe(201);
    const [unset] = await db().select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.email, plain.email));
    expect(unset.language).toBeNull();
  });

  it("refuses an unknown, an empty or an expired token with 422 and confirms nothing", async () => {
    const u = await createUser({ verified: false });
    await drainJobs();
    const token = await tokenFromMail(u.email);
    for (const body of [{ token: "not-a-token" }, { token: "" }, {}, { token: 42 }]) {
      const res = await verify(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    setClock(() => new Date(Date.now() + VERIFY_TOKEN_TTL_MS + 60_000));
    expect((await verify({ token })).status).toBe(422);
    setClock(undefined);
    expect(await verifiedAt(u.id)).toBeNull();
  });

  it("a link sent before a change of address confirms nothing; the new address gets its own link (emailChanged re-verifies)", async () => {
    const u = await createUser({ verified: false });
    await drainJobs();
    const oldToken = await tokenFromMail(u.email);
    const newEmail = `changed_${u.username}@example.com`;
    await db().update(schema.users).set({ email: newEmail }).where(eq(schema.users.id, u.id));
    await emailChanged(u.id, newEmail);
    await drainJobs();
    expect((await verify({ token: oldToken })).status).toBe(422);
    expect(await verifiedAt(u.id)).toBeNull();
    expect((await verify({ token: await tokenFromMail(newEmail) })).status).toBe(200);
    expect(await verifiedAt(u.id)).not.toBeNull();

    // A confirmed gardener who changes address is unconfirmed again until the new link is used.
    const changedAgain = `again_${u.username}@example.com`;
    await db().update(schema.users).set({ email: changedAgain }).where(eq(schema.users.id, u.id));
    await emailChanged(u.id, changedAgain);
    expect(await verifiedAt(u.id)).toBeNull();
  });

  it("POST /api/auth/verify/resend: 401 anonymous; a new link to one's own address; limited (429 + Retry-After); a confirmed gardener gets nothing", async () => {
    const anon = await resendPOST(req("/api/auth/verify/resend", { json: {} }));
    expect(anon.status).toBe(401);

    const u = await createUser({ verified: false });
    await drainJobs();
    const before = (await outboxFor(u.email)).length;
    const perHour = LIMITS.resendVerification[0].points;
    for (let i = 0; i < perHour; i++) {
      const res = await resendPOST(req("/api/auth/verify/resend", { token: u.token, json: { email: "someone-else@example.com" } }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: VERIFICATION_SENT, verified: false });
    }
    await drainJobs();
    expect((await outboxFor(u.email)).length).toBe(before + perHour);
    expect(await outboxFor("someone-else@example.com")).toHaveLength(0);
    // Only the newest link works.
    const newest = await tokenFromMail(u.email);
    expect(await db().select().from(schema.emailVerificationTokens).where(eq(schema.emailVerificationTokens.userId, u.id))).toHaveLength(1);

    const limited = await resendPOST(req("/api/auth/verify/resend", { token: u.token, json: {} }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    await drainJobs();
    expect((await outboxFor(u.email)).length).toBe(before + perHour);

    expect((await verify({ token: newest })).status).toBe(200);
    const done = await createUser();
    const res = await resendPOST(req("/api/auth/verify/resend", { token: done.token, json: {} }));
    expect(await res.json()).toEqual({ message: ALREADY_VERIFIED, verified: true });
    await drainJobs();
    expect((await outboxFor(done.email)).filter((m) => m.kind === VERIFY_MAIL_KIND)).toHaveLength(0);
  });
});
