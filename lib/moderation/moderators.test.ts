import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { route } from "@/app/_doors/route";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { POST as verifyPOST } from "@/app/api/auth/verify/route";
import { POST as grantPOST } from "@/app/api/moderation/moderators/route";
import { DELETE as revokeDELETE } from "@/app/api/moderation/moderators/[user_id]/route";
import { db, schema } from "@/db";
import { login } from "@/lib/auth";
import { drainJobs } from "@/lib/jobs";
import { outboxFor } from "@/lib/mail";
import { resetLimits } from "@/lib/rate-limit";
import { createUser, params, req, type TestUser } from "@/test/http";
import { withEnv } from "@/test/env";
import { NOT_VERIFIED, NO_SUCH_GARDENER } from "./grant-moderator";
import { listReports } from "./list-reports";
import { setModerator } from "./set-moderator";
import { suspendUser } from "./suspend-user";

beforeEach(() => resetLimits());

const deskStatus = async (token: string | null) => (await route(listReports)(req("/api/moderation/reports", { token }))).status;
const desk = async (token: string) => (await route(listReports)(req("/api/moderation/reports", { token }))).json();
const grant = async (token: string | null, json: unknown) => {
  const res = await grantPOST(req("/api/moderation/moderators", { token, json }));
  return { status: res.status, body: await res.json() };
};
const revoke = async (token: string | null, id: number | string) => {
  const res = await revokeDELETE(req(`/api/moderation/moderators/${id}`, { method: "DELETE", token }), params({ user_id: String(id) }));
  return { status: res.status, body: await res.json() };
};
const roleOf = async (id: number) => (await db().select({ role: schema.users.role }).from(schema.users).where(eq(schema.users.id, id)))[0].role;
const audits = (action: "grant_moderator" | "revoke_moderator", subject: number) =>
  db().select().from(schema.moderationActions).where(and(eq(schema.moderationActions.action, action), eq(schema.moderationActions.subjectUserId, subject)));
const auditCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(schema.moderationActions))[0].n;

async function moderator(): Promise<TestUser> {
  const m = await createUser();
  await db().update(schema.users).set({ role: "moderator" }).where(eq(schema.users.id, m.id));
  return m;
}

describe("MODERATOR_EMAILS only for confirmed addresses (issue 29, H1)", () => {
  it("registering an unclaimed named address gives no desk and cannot suspend anyone, until the address is confirmed; then audited once as 'config'", async () => {
    const n = Date.now().toString(36);
    const named = `newmod_${n}@gardenswap.test`;
    await withEnv({ MODERATOR_EMAILS: `kate@gardenswap.test, ${named.toUpperCase()}` }, async () => {
      const victim = await createUser();
      // The reproduction: register the named address, log in, open the desk, suspend someone.
      const reg = await registerPOST(req("/api/auth/register", { json: { email: named, username: `squatter_${n}`, password: "correct-horse-battery", first_name: "S", last_name: "Q" } }));
      expect(reg.status).toBe(201);
      const { id } = await reg.json();
      const { access_token } = await login({ email: named, password: "correct-horse-battery" });
      expect(await deskStatus(access_token)).toBe(404);
      const suspended = await route(suspendUser)(req(`/api/moderation/users/${victim.id}/suspend`, { token: access_token, json: { days: 3650, reason: "gotcha" } }), params({ id: String(victim.id) }));
      expect(suspended.status).toBe(404);
      const [v] = await db().select({ until: schema.users.suspendedUntil }).from(schema.users).where(eq(schema.users.id, victim.id));
      expect(v.until).toBeNull();
      expect(await audits("grant_moderator", id)).toHaveLength(0);

      // The owner of the mailbox confirms it: now the configuration applies, and the audit log says so once.
      await drainJobs();
      const [mail] = (await outboxFor(named)).filter((m) => m.kind === "email_verification");
      const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      expect((await verifyPOST(req("/api/auth/verify", { json: { token } }))).status).toBe(200);
      expect(await deskStatus(access_token)).toBe(200);
      const granted = await audits("grant_moderator", id);
      expect(granted).toHaveLength(1);
      expect(granted[0]).toMatchObject({ moderatorId: null, actor: "config" });
      const log = (await desk(access_token)).audit_log;
      expect(log.find((a: { action: string; subject: { id: number } | null }) => a.action === "grant_moderator" && a.subject?.id === id)).toMatchObject({ moderator: null, actor: "config" });
    });
  });
});

describe("moderators by grant: the CLI and the desk (issue 29)", () => {
  it("npm run moderator (setModerator) records the grant and the revoke with the actor 'command line'", async () => {
    const g = await createUser();
    await setModerator(db(), g.email, true);
    await setModerator(db(), g.email, false);
    expect(await audits("grant_moderator", g.id)).toMatchObject([{ moderatorId: null, actor: "command line" }]);
    expect(await audits("revoke_moderator", g.id)).toMatchObject([{ moderatorId: null, actor: "command line" }]);
  });

  it("a moderator grants a confirmed gardener by e-mail and revokes them by id; the audit log records who granted whom", async () => {
    const mod = await moderator();
    const fern = await createUser();
    expect(await deskStatus(fern.token)).toBe(404);
    const granted = await grant(mod.token, { email: ` ${fern.email.toUpperCase()} ` });
    expect(granted).toEqual({ status: 200, body: { id: fern.id, username: fern.username, moderator: true } });
    expect(await deskStatus(fern.token)).toBe(200);
    expect(await audits("grant_moderator", fern.id)).toMatchObject([{ moderatorId: mod.id, actor: null }]);
    const { moderators, audit_log } = await desk(mod.token);
    expect(moderators).toContainEqual({ id: fern.id, username: fern.username });
    expect(audit_log[0]).toMatchObject({ action: "grant_moderator", moderator: mod.username, actor: null, subject: { id: fern.id } });

    const revoked = await revoke(mod.token, fern.id);
    expect(revoked).toEqual({ status: 200, body: { id: fern.id, username: fern.username, moderator: false } });
    expect(await deskStatus(fern.token)).toBe(404);
    expect(await audits("revoke_moderator", fern.id)).toMatchObject([{ moderatorId: mod.id }]);
  });

  it("refuses an unconfirmed address (409) and an unknown one (404), and changes nothing", async () => {
    const mod = await moderator();
    const fresh = await createUser({ verified: false });
    const before = await auditCount();
    expect(await grant(mod.token, { email: fresh.email })).toEqual({ status: 409, body: { detail: NOT_VERIFIED } });
    expect(await grant(mod.token, { email: "nobody-at-all@example.com" })).toEqual({ status: 404, body: { detail: NO_SUCH_GARDENER } });
    expect((await grant(mod.token, {})).status).toBe(422);
    expect((await revoke(mod.token, 999_999_999)).status).toBe(404);
    expect((await revoke(mod.token, "abc")).status).toBe(404);
    expect(await roleOf(fresh.id)).toBe("member");
    expect(await auditCount()).toBe(before);
  });

  it("wrong side: anonymous 401, a gardener 404, a suspended moderator 401 — nobody granted or revoked, nothing audited", async () => {
    const rose = await createUser();
    const target = await createUser();
    const other = await moderator();
    const suspendedMod = await moderator();
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, suspendedMod.id));
    const before = await auditCount();
    expect((await grant(null, { email: target.email })).status).toBe(401);
    expect((await grant(rose.token, { email: target.email })).status).toBe(404);
    expect((await grant(rose.token, { email: rose.email })).status).toBe(404);
    expect((await grant(suspendedMod.token, { email: target.email })).status).toBe(401);
    expect((await revoke(null, other.id)).status).toBe(401);
    expect((await revoke(rose.token, other.id)).status).toBe(404);
    expect((await revoke(suspendedMod.token, other.id)).status).toBe(401);
    expect(await roleOf(target.id)).toBe("member");
    expect(await roleOf(rose.id)).toBe("member");
    expect(await roleOf(other.id)).toBe("moderator");
    expect(await auditCount()).toBe(before);
  });

  it("revoking a moderator still named by MODERATOR_EMAILS says they remain one (the operator's list)", async () => {
    const mod = await moderator();
    const kate = await createUser();
    await withEnv({ MODERATOR_EMAILS: kate.email }, async () => {
      await db().update(schema.users).set({ role: "moderator" }).where(eq(schema.users.id, kate.id));
      expect((await revoke(mod.token, kate.id)).body).toMatchObject({ moderator: true });
      expect(await deskStatus(kate.token)).toBe(200);
    });
  });
});
