/**
 * Issue 12's abuse limits, declared on the use cases (lib/limits.ts): through the route door a spent
 * limit is 429 + Retry-After + {"detail"}, and the server-action door of the same use case draws on
 * the same counter.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { LIMITS } from "@/lib/limits";
import { resetLimits } from "@/lib/rate-limit";
import { createUser, req, type TestUser } from "@/test/http";
import { outsideNext } from "@/test/next-request";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as resetRequestPOST } from "@/app/api/auth/request-password-reset/route";
import { POST as listingsPOST } from "@/app/api/listings/route";
import { POST as wantsPOST } from "@/app/api/listings/want-listings/route";
import { POST as reportsPOST } from "@/app/api/reports/route";
import { loginAction, registerAction } from "@/app/actions/auth";
import { reportAction } from "@/app/actions/safety";

const IP = "203.0.113.7";
// The forms' server actions run outside Next here: the request's IP and a cookie jar stand in.
const { jar } = outsideNext({ headers: () => ({ "x-gardenswap-ip": IP }) });
const COOKIE = "next-auth.session-token";

const fromIp = { "x-gardenswap-ip": IP };
const points = (limits: readonly { points: number }[], i = 0) => limits[i].points;

/** A spent limit as the route door answers it. */
async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  const body = await res.json();
  expect(typeof body.detail).toBe("string");
  expect(body.detail.length).toBeGreaterThan(0);
}

beforeEach(() => {
  resetLimits();
  jar.clear();
});

let n = 0;
const account = (email = `flood${++n}@example.com`) => ({ email, username: `flood_${n}_${Date.now() % 100000}`, password: "sunflowers-1", first_name: "F", last_name: "L" });

describe("registration", () => {
  it("per IP: the API answers 429 once spent, and the register form is refused by the same count", async () => {
    for (let i = 0; i < points(LIMITS.register); i++) expect((await registerPOST(req("/api/auth/register", { json: account(), headers: fromIp }))).status).toBe(201);
    await expectLimited(await registerPOST(req("/api/auth/register", { json: account(), headers: fromIp })));
    const a = account();
    expect(await registerAction({ ...a, confirm_password: a.password })).toMatchObject({ ok: false, status: 429 });
  });

  it("per e-mail: the form's attempts count against the API's budget for that address", async () => {
    const a = account("taken@example.com");
    for (let i = 0; i < points(LIMITS.register, 1) - 1; i++) await registerPOST(req("/api/auth/register", { json: { ...a, username: `taken_${i}` } }));
    expect(await registerAction({ ...a, username: "taken_form", confirm_password: a.password })).toMatchObject({ ok: false, status: 409 });
    await expectLimited(await registerPOST(req("/api/auth/register", { json: { ...a, username: "taken_last" } })));
  });
});

describe("login", () => {
  it("per IP: 429 through the API once spent, and the login form is refused by the same count", async () => {
    const attempt = (i: number) => loginPOST(req("/api/auth/login", { form: { username: `nobody${i}@example.com`, password: "wrong-password" }, headers: fromIp }));
    for (let i = 0; i < points(LIMITS.login) - 1; i++) expect((await attempt(i)).status).toBe(401);
    expect(await loginAction({ email: "someone@example.com", password: "wrong-password" })).toMatchObject({ ok: false, status: 401 });
    await expectLimited(await attempt(99));
    expect(await loginAction({ email: "someone@example.com", password: "wrong-password" })).toMatchObject({ ok: false, status: 429 });
  }, 60_000);
});

describe("password-reset requests", () => {
  it("per IP: 429 with Retry-After once spent", async () => {
    for (let i = 0; i < points(LIMITS.requestPasswordReset); i++) {
      expect((await resetRequestPOST(req("/api/auth/request-password-reset", { json: { email: `r${i}@example.com` }, headers: fromIp }))).status).toBe(200);
    }
    await expectLimited(await resetRequestPOST(req("/api/auth/request-password-reset", { json: { email: "another@example.com" }, headers: fromIp })));
  });
});

describe("signed-in creations", () => {
  let u: TestUser;
  beforeEach(async () => {
    u = await createUser();
  });

  it("listings: 429 once the hourly budget is spent, and nothing more is created", async () => {
    const create = (i: number) => listingsPOST(req("/api/listings/", { token: u.token, json: { title: `Runner beans ${i}`, type_id: 2 } }));
    for (let i = 0; i < points(LIMITS.createListing); i++) expect((await create(i)).status).toBe(201);
    await expectLimited(await create(999));
    expect(await db().select({ id: schema.listings.id }).from(schema.listings).where(eq(schema.listings.ownerId, u.id))).toHaveLength(points(LIMITS.createListing));
  }, 60_000);

  it("wishes: 429 once the hourly budget is spent (refused attempts count too)", async () => {
    const create = (i: number) => wantsPOST(req("/api/listings/want-listings", { token: u.token, json: { title: `Seeds of ${i}`, category_id: (i % 3) + 1 } }));
    for (let i = 0; i < points(LIMITS.createWish); i++) expect([201, 422]).toContain((await create(i)).status);
    await expectLimited(await create(999));
  }, 60_000);

  it("reports: the API and the report form share one count", async () => {
    const other = await createUser();
    const report = () => reportsPOST(req("/api/reports", { token: u.token, json: { target_type: "user", target_id: other.id, reason: "spam_scam" } }));
    for (let i = 0; i < points(LIMITS.report) - 1; i++) expect([201, 409]).toContain((await report()).status);
    jar.set(COOKIE, u.token);
    expect(await reportAction({ target_type: "user", target_id: other.id, reason: "spam_scam" })).toMatchObject({ ok: false, status: 409 });
    await expectLimited(await report());
    expect(await reportAction({ target_type: "user", target_id: other.id, reason: "spam_scam" })).toMatchObject({ ok: false, status: 429 });
  });
});
