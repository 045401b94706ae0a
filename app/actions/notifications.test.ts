import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { unsubscribeToken } from "@/lib/notifications/unsubscribe";
import { resetLimits } from "@/lib/rate-limit";
import { unsubscribeEmails } from "@/lib/notifications/unsubscribe-emails";
import { invoke } from "@/lib/use-case";
import { createUser } from "@/test/http";
import { outsideNext } from "@/test/next-request";
import { setEmailNotificationsAction, setEmailNotificationsByTokenAction } from "./notifications";

// The actions run outside Next here: a cookie jar stands in for the browser's.
const { jar } = outsideNext({ headers: () => ({ "x-gardenswap-ip": "10.0.0.31" }) });
const COOKIE = "next-auth.session-token";
const emailsOn = async (id: number) => (await db().select({ on: schema.users.emailNotifications }).from(schema.users).where(eq(schema.users.id, id)))[0].on;

beforeEach(() => {
  jar.clear();
  resetLimits();
});

describe("setEmailNotificationsAction (the /profile switch)", () => {
  it("turns the signed-in gardener's e-mails off and on", async () => {
    const u = await createUser();
    jar.set(COOKIE, u.token);
    expect(await setEmailNotificationsAction(false)).toEqual({ ok: true, enabled: false });
    expect(await emailsOn(u.id)).toBe(false);
    expect(await setEmailNotificationsAction(true)).toEqual({ ok: true, enabled: true });
    expect(await emailsOn(u.id)).toBe(true);
  });

  it("refuses anonymous callers and bad input; nothing changes", async () => {
    const u = await createUser();
    expect(await setEmailNotificationsAction(false)).toMatchObject({ ok: false });
    expect(await emailsOn(u.id)).toBe(true);
    jar.set(COOKIE, "not-a-token");
    expect(await setEmailNotificationsAction(false)).toMatchObject({ ok: false });
    jar.set(COOKIE, u.token);
    expect(await setEmailNotificationsAction("no" as unknown as boolean)).toMatchObject({ ok: false, error: "enabled must be true or false" });
    expect(await emailsOn(u.id)).toBe(true);
  });
});

describe("setEmailNotificationsByTokenAction (the unsubscribe page)", () => {
  it("works with the e-mail's token and no session", async () => {
    const u = await createUser();
    expect(await setEmailNotificationsByTokenAction(unsubscribeToken(u.id), false)).toEqual({ ok: true, enabled: false });
    expect(await emailsOn(u.id)).toBe(false);
    expect(await setEmailNotificationsByTokenAction(unsubscribeToken(u.id), true)).toEqual({ ok: true, enabled: true });
    expect(await emailsOn(u.id)).toBe(true);
  });

  it("refuses forged tokens and someone else's; nothing changes", async () => {
    const victim = await createUser();
    const other = await createUser();
    for (const token of [`${victim.id}.${"A".repeat(43)}`, unsubscribeToken(other.id).replace(/^\d+/, String(victim.id)), "", "garbage"]) {
      expect(await setEmailNotificationsByTokenAction(token, false), token).toEqual({ ok: false, error: "This unsubscribe link is not valid." });
    }
    expect(await emailsOn(victim.id)).toBe(true);
    expect(await emailsOn(other.id)).toBe(true);
  });

  it("shares the e-mailed link's per-IP limit (30 a minute): the page's button is no way around it", async () => {
    const u = await createUser();
    const token = unsubscribeToken(u.id);
    for (let i = 0; i < 29; i++) expect(await setEmailNotificationsByTokenAction(token, i % 2 === 0)).toMatchObject({ ok: true });
    await invoke(unsubscribeEmails, null, { token }, { door: "test", ip: "10.0.0.31" });
    expect(await emailsOn(u.id)).toBe(false);
    expect(await setEmailNotificationsByTokenAction(token, true)).toMatchObject({ ok: false });
    expect(await emailsOn(u.id)).toBe(false);
  });
});
