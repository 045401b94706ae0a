import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as requestPOST } from "@/app/api/auth/request-password-reset/route";
import { POST as resetPOST } from "@/app/api/auth/reset-password/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { GET as profileGET } from "@/app/api/auth/profile/route";
import { db, schema } from "@/db";
import { drainJobs } from "@/lib/jobs";
import { outboxFor } from "@/lib/mail";
import { createUser, req } from "@/test/http";
import { hashResetToken, RESET_MAILS_PER_HOUR, RESET_REQUESTED, resetLinkJob, sendResetLink } from "./password-reset";

/** The reset-link jobs waiting in the queue, oldest first (issue 12: both paths enqueue the same job). */
async function waitingResetJobs() {
  const r = await db().execute(sql`select name, data from pgboss.job where name = ${resetLinkJob.name} and state = 'created' order by created_on`);
  return ((r as { rows?: unknown[] }).rows ?? (r as unknown as unknown[])) as { name: string; data: unknown }[];
}

/** A reset request as the API answers it, then the background work it started (the mail). */
async function requestReset(json: unknown, headers?: Record<string, string>) {
  const res = await requestPOST(req("/api/auth/request-password-reset", { json, headers }));
  await drainJobs();
  return res;
}
const reset = (json: unknown) => resetPOST(req("/api/auth/reset-password", { json }));
const login = (email: string, password: string) => loginPOST(req("/api/auth/login", { form: { username: email, password } }));

/** The token of the newest reset e-mail to an address, read back from the outbox. */
async function tokenFromMail(email: string) {
  const [mail] = await outboxFor(email);
  expect(mail, `reset e-mail to ${email}`).toBeDefined();
  const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { token: link![1], mail };
}

describe("POST /api/auth/request-password-reset", () => {
  it("answers the same for a known and an unknown e-mail, and mails only the known one", async () => {
    const u = await createUser();
    const known = await requestReset({ email: u.email.toUpperCase() });
    const unknown = await requestReset({ email: "nobody-here@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ message: RESET_REQUESTED });
    expect(await unknown.json()).toEqual({ message: RESET_REQUESTED });
    expect(await outboxFor("nobody-here@example.com")).toHaveLength(0);
    const mails = await outboxFor(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "Reset your GardenSwap password", kind: "password_reset" });
    expect(mails[0].html).toContain("Reset Password");
  });

  it("speaks the gardener's language (issue 38): a Spanish gardener's reset e-mail is in Spanish, the link the same", async () => {
    const u = await createUser();
    await db().update(schema.users).set({ language: "es" }).where(eq(schema.users.id, u.id));
    await requestReset({ email: u.email });
    const { token, mail } = await tokenFromMail(u.email);
    expect(mail).toMatchObject({ subject: "Restablece tu contraseña de GardenSwap", kind: "password_reset" });
    expect(mail.html).toContain('lang="es"');
    expect(mail.text).toContain(`Hola, ${u.username}:`);
    expect(mail.text).toContain("Restablecer contraseña");
    expect(mail.text).toContain("Si el botón no funciona, copia este enlace en tu navegador:");
    expect(mail.text).not.toMatch(/Reset your|Reset Password|If the button/);
    expect((await reset({ token, new_password: "una-clave-nueva-1", confirm_password: "una-clave-nueva-1" })).status).toBe(200);
  });

  it("does the same work for a known and an unknown address: one job enqueued, answered before any mail exists", async () => {
    const u = await createUser();
    expect(await waitingResetJobs()).toEqual([]);
    const known = await requestPOST(req("/api/auth/request-password-reset", { json: { email: u.email } }));
    const unknown = await requestPOST(req("/api/auth/request-password-reset", { json: { email: "nobody-else@example.com" } }));
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    // The lookup and the mail happen after the answer, in the job.
    expect(await outboxFor(u.email)).toHaveLength(0);
    expect((await waitingResetJobs()).map(({ name, data }) => [name, data])).toEqual([
      [resetLinkJob.name, { email: u.email }],
      [resetLinkJob.name, { email: "nobody-else@example.com" }],
    ]);
    await drainJobs();
    expect(await outboxFor(u.email)).toHaveLength(1);
    expect(await outboxFor("nobody-else@example.com")).toHaveLength(0);
  });

  it("links to the configured PUBLIC_URL, never the request's Host header", async () => {
    const u = await createUser();
    await requestReset({ email: u.email }, { host: "evil.example", "x-forwarded-host": "evil.example" });
    const { mail } = await tokenFromMail(u.email);
    expect(mail.html).not.toContain("evil.example");
    expect(mail.text).toContain("http://localhost:3000/reset-password?token=");
  });

  it("stores only a sha256 of the token, valid for one hour", async () => {
    const u = await createUser();
    await requestReset({ email: u.email });
    const { token } = await tokenFromMail(u.email);
    const rows = await db().select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashResetToken(token));
    expect(rows[0].tokenHash).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThan(61 * 60 * 1000);
  });

  it.each([
    [{ email: "" }, "Email is required"],
    [{ email: "not an email" }, "Invalid email address"],
    [{}, "Invalid input"],
  ])("validates %j", async (json, msg) => {
    const res = await requestReset(json);
    expect(res.status).toBe(422);
    expect((await res.json()).detail.map((d: { msg: string }) => d.msg)).toContain(msg);
  });

  it("answers malformed JSON with 422, not 500", async () => {
    const res = await requestPOST(req("/api/auth/request-password-reset", { body: "{", headers: { "content-type": "application/json" } }));
    expect(res.status).toBe(422);
  });

  it("sends at most a few reset e-mails per hour to one address, with the same answer", async () => {
    const u = await createUser();
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) {
      const res = await requestReset({ email: u.email });
      expect(await res.json()).toEqual({ message: RESET_REQUESTED });
    }
    expect(await outboxFor(u.email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, ends every session, and the token works once", async () => {
    const u = await createUser();
    const other = (await (await login(u.email, u.password)).json()).access_token;
    await requestReset({ email: u.email });
    const { token } = await tokenFromMail(u.email);

    const res = await reset({ token, new_password: "brand-new-pass", confirm_password: "brand-new-pass" });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/reset/i);

    // Sessions from before the reset are over, on every device.
    expect((await profileGET(req("/api/auth/profile", { token: u.token }))).status).toBe(401);
    expect((await profileGET(req("/api/auth/profile", { token: other }))).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(401);
    expect((await login(u.email, "brand-new-pass")).status).toBe(200);

    // Single use.
    const again = await reset({ token, new_password: "another-pass-1", confirm_password: "another-pass-1" });
    expect(again.status).toBe(422);
    expect(typeof (await again.json()).detail).toBe("string");
    expect((await login(u.email, "brand-new-pass")).status).toBe(200);
  });

  it("refuses a token replaced by a newer request", async () => {
    const u = await createUser();
    await requestReset({ email: u.email });
    const { token: first } = await tokenFromMail(u.email);
    await requestReset({ email: u.email });
    const { token: second } = await tokenFromMail(u.email);
    expect(second).not.toBe(first);
    expect((await reset({ token: first, new_password: "brand-new-pass", confirm_password: "brand-new-pass" })).status).toBe(422);
    expect((await login(u.email, u.password)).status).toBe(200);
    expect((await reset({ token: second, new_password: "brand-new-pass", confirm_password: "brand-new-pass" })).status).toBe(200);
  });

  it("refuses an expired token and changes nothing", async () => {
    const u = await createUser();
    await sendResetLink(u.email, new Date(Date.now() - 61 * 60 * 1000));
    const { token } = await tokenFromMail(u.email);
    const res = await reset({ token, new_password: "brand-new-pass", confirm_password: "brand-new-pass" });
    expect(res.status).toBe(422);
    expect((await login(u.email, u.password)).status).toBe(200);
    expect((await profileGET(req("/api/auth/profile", { token: u.token }))).status).toBe(200);
  });

  it("refuses a made-up token, and another user's token only resets that user", async () => {
    const a = await createUser();
    const b = await createUser();
    expect((await reset({ token: "made-up-token", new_password: "brand-new-pass", confirm_password: "brand-new-pass" })).status).toBe(422);
    await requestReset({ email: a.email });
    const { token } = await tokenFromMail(a.email);
    expect((await reset({ token, new_password: "brand-new-pass", confirm_password: "brand-new-pass" })).status).toBe(200);
    expect((await login(b.email, b.password)).status).toBe(200);
    expect((await profileGET(req("/api/auth/profile", { token: b.token }))).status).toBe(200);
  });

  it.each([
    [{ token: "", new_password: "brand-new-pass", confirm_password: "brand-new-pass" }, "Reset token is required."],
    [{ token: "t", new_password: "", confirm_password: "" }, "New password is required."],
    [{ token: "t", new_password: "short", confirm_password: "short" }, "Password must be at least 8 characters long."],
    [{ token: "t", new_password: "brand-new-pass", confirm_password: "other-pass-1" }, "Passwords do not match."],
  ])("validates %j with the spec's message as a detail list", async (json, msg) => {
    const res = await reset(json);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Array.isArray(body.detail)).toBe(true);
    expect(body.detail.map((d: { msg: string }) => d.msg)).toContain(msg);
  });

  it("does not spend a valid token on a request that fails validation", async () => {
    const u = await createUser();
    await requestReset({ email: u.email });
    const { token } = await tokenFromMail(u.email);
    expect((await reset({ token, new_password: "brand-new-pass", confirm_password: "mismatch-pass" })).status).toBe(422);
    expect((await reset({ token, new_password: "brand-new-pass", confirm_password: "brand-new-pass" })).status).toBe(200);
  });
});
