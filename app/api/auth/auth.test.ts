import { describe, expect, it } from "vitest";
import { POST as loginPOST } from "./login/route";
import { GET as profileGET } from "./profile/route";
import { POST as registerPOST } from "./register/route";
import { POST as logoutPOST } from "./logout/route";
import { GET as healthGET } from "../health/route";
import { GET as unknownGET } from "../[...path]/route";
import { createUser, req } from "@/test/http";
import { encode } from "next-auth/jwt";

const reg = (json: unknown) => registerPOST(req("/api/auth/register", { json }));
const valid = { email: "Rose@Example.com", password: "sunflowers1", first_name: "Rose", last_name: "Gardner", username: "rose_g" };

describe("POST /api/auth/register", () => {
  it("creates an account and never returns the password hash", async () => {
    const res = await reg(valid);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ username: "rose_g", email: "Rose@Example.com" });
    expect(JSON.stringify(body)).not.toMatch(/hash|argon/i);
  });

  it("refuses a duplicate e-mail or username, case-insensitively", async () => {
    await reg(valid);
    const dupEmail = await reg({ ...valid, username: "other_name", email: "rose@example.COM" });
    expect(dupEmail.status).toBe(409);
    expect(await dupEmail.json()).toEqual({ detail: "An account with this email already exists" });
    const dupName = await reg({ ...valid, email: "new@example.com", username: "ROSE_G" });
    expect(dupName.status).toBe(409);
    expect(await dupName.json()).toEqual({ detail: "This username is already taken" });
  });

  it.each([
    [{ ...valid, email: "not an email" }, "Invalid email format"],
    [{ ...valid, username: "ro" }, "Username must be at least 3 characters long"],
    [{ ...valid, username: "rose g!" }, "Username can only contain letters, numbers, and underscores"],
    [{ ...valid, first_name: " " }, "First name is required"],
    [{ ...valid, last_name: "" }, "Last name is required"],
    [{ ...valid, password: "short" }, "Password must be at least 8 characters long"],
  ])("validates %j with the spec's message", async (payload, msg) => {
    const res = await reg(payload);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.detail.map((d: { msg: string }) => d.msg)).toContain(msg);
  });

  it("answers malformed JSON and wrong types with 4xx, never 500", async () => {
    const bad = await registerPOST(req("/api/auth/register", { body: "{nope", headers: { "content-type": "application/json" } }));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ detail: "Malformed JSON body" });
    const wrong = await reg({ ...valid, email: 42, password: ["x"] });
    expect(wrong.status).toBe(422);
    const arr = await reg([1, 2]);
    expect(arr.status).toBe(422);
  });
});

describe("POST /api/auth/login", () => {
  it("takes form-encoded username (the e-mail) and password, case-insensitively", async () => {
    await reg(valid);
    const res = await loginPOST(req("/api/auth/login", { form: { username: "ROSE@example.com", password: valid.password } }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(typeof body.access_token).toBe("string");
    expect(body.user).toMatchObject({ username: "rose_g" });
  });

  it("answers 401 'Incorrect email or password' for a wrong password or unknown e-mail", async () => {
    await reg(valid);
    for (const form of [{ username: valid.email, password: "wrong-password" }, { username: "nobody@example.com", password: valid.password }]) {
      const res = await loginPOST(req("/api/auth/login", { form }));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: "Incorrect email or password" });
    }
  });

  it("validates missing fields with 422", async () => {
    const res = await loginPOST(req("/api/auth/login", { form: { username: "", password: "" } }));
    expect(res.status).toBe(422);
    const msgs = (await res.json()).detail.map((d: { msg: string }) => d.msg);
    expect(msgs).toEqual(expect.arrayContaining(["Email is required", "Password is required"]));
  });
});

describe("GET /api/auth/profile", () => {
  it("returns the own profile with exactly the documented fields", async () => {
    const u = await createUser({ first_name: "Ivy", last_name: "Stone" });
    const res = await profileGET(req("/api/auth/profile", { token: u.token }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: u.id, first_name: "Ivy", last_name: "Stone", username: u.username, email: u.email, friend_count: 0 });
    expect(body).not.toHaveProperty("password_hash");
  });

  it("refuses anonymous, garbage, unsigned and forged tokens with 401", async () => {
    const u = await createUser();
    expect((await profileGET(req("/api/auth/profile"))).status).toBe(401);
    expect((await profileGET(req("/api/auth/profile", { token: "garbage" }))).status).toBe(401);
    const unsigned = [btoa('{"alg":"none"}'), btoa(JSON.stringify({ sub: String(u.id) })), ""].join(".");
    expect((await profileGET(req("/api/auth/profile", { token: unsigned }))).status).toBe(401);
    const forged = await encode({ token: { sub: String(u.id), sid: "x", tv: 0 }, secret: "another-secret-another-secret-another-secret" });
    expect((await profileGET(req("/api/auth/profile", { token: forged }))).status).toBe(401);
    // Right secret, but no live session row behind it.
    const noSession = await encode({ token: { sub: String(u.id), sid: "made-up", tv: 0 }, secret: process.env.AUTH_SECRET! });
    expect((await profileGET(req("/api/auth/profile", { token: noSession }))).status).toBe(401);
  });

  it("refuses a token after logout, while other sessions keep working", async () => {
    const u = await createUser();
    const other = (await (await loginPOST(req("/api/auth/login", { form: { username: u.email, password: u.password } }))).json()).access_token;
    expect((await logoutPOST(req("/api/auth/logout", { method: "POST", token: u.token }))).status).toBe(204);
    expect((await profileGET(req("/api/auth/profile", { token: u.token }))).status).toBe(401);
    expect((await profileGET(req("/api/auth/profile", { token: other }))).status).toBe(200);
  });
});

describe("health and unknown paths", () => {
  it("reports the database as up", async () => {
    const res = await healthGET();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });
  it("answers unknown /api paths with JSON 404", async () => {
    const res = await unknownGET(req("/api/no-such-thing"));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "Not Found" });
    // In the caller's language when asked (issue 38).
    const es = await unknownGET(req("/api/no-such-thing", { headers: { "accept-language": "es-MX" } }));
    expect(es.headers.get("content-language")).toBe("es");
    expect((await es.json()).detail).not.toBe("Not Found");
  });
});

describe("friend_count", () => {
  it("counts accepted friendships only, from either side", async () => {
    const { makeFriendship } = await import("@/db/factories");
    const { db } = await import("@/db");
    const [a, b, c, d] = [await createUser(), await createUser(), await createUser(), await createUser()];
    await makeFriendship(db(), a.id, b.id, "accepted");
    await makeFriendship(db(), c.id, a.id, "accepted");
    await makeFriendship(db(), d.id, a.id, "pending");
    const body = await (await profileGET(req("/api/auth/profile", { token: a.token }))).json();
    expect(body.friend_count).toBe(2);
  });
});

describe("login brute-force brake", () => {
  it("refuses an e-mail with 429 after 10 wrong passwords, even with the right one, and leaves other e-mails alone", async () => {
    const { MAX_FAILURES, TOO_MANY_ATTEMPTS } = await import("@/lib/auth/login-throttle");
    const victim = await createUser();
    const bystander = await createUser();
    const attempt = (username: string, password: string) => loginPOST(req("/api/auth/login", { form: { username, password } }));
    for (let i = 0; i < MAX_FAILURES; i++) expect((await attempt(victim.email, `wrong-${i}-password`)).status).toBe(401);
    const blocked = await attempt(victim.email.toUpperCase(), victim.password);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
    expect((await attempt(bystander.email, bystander.password)).status).toBe(200);
  });

  it("counts attempts atomically: of 30 concurrent wrong passwords only 10 are checked", async () => {
    const { MAX_FAILURES } = await import("@/lib/auth/login-throttle");
    const u = await createUser();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginPOST(req("/api/auth/login", { form: { username: u.email, password: `wrong-${i}-password` } }))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX_FAILURES);
    expect(Number(answers.find((r) => r.status === 429)!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("gives the budget back after a successful login", async () => {
    const { MAX_FAILURES } = await import("@/lib/auth/login-throttle");
    const u = await createUser();
    const attempt = (password: string) => loginPOST(req("/api/auth/login", { form: { username: u.email, password } }));
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await attempt("wrong-password")).status).toBe(401);
    expect((await attempt(u.password)).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await attempt("wrong-password")).status).toBe(401);
    expect((await attempt(u.password)).status).toBe(200);
  });
});
