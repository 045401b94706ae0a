import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { verifyToken } from "@/lib/auth/session";
import type { ActionResult } from "@/app/_doors/action";
import { createUser } from "@/test/http";
import { outsideNext, redirectedTo as redirected } from "@/test/next-request";
import { deleteAccountAction, loginAction, registerAction } from "./auth";

// The actions run outside Next here: a cookie jar stands in for the browser's.
const { jar } = outsideNext();
const COOKIE = "next-auth.session-token";

beforeEach(() => jar.clear());

/** What a form shows of a refused action: its message, or a message per field. */
const shown = async (p: Promise<ActionResult<unknown>>) => {
  const r = await p;
  if (r.ok) return { ok: true };
  if (!r.issues?.length) return { error: r.error };
  const fieldErrors: Record<string, string> = {};
  for (const i of r.issues) fieldErrors[String(i.path[0])] ??= i.msg;
  return { fieldErrors };
};

describe("loginAction", () => {
  it("sets a working session cookie and goes to /my-listings", async () => {
    const u = await createUser();
    expect(await redirected(loginAction({ email: u.email, password: u.password }))).toBe("/my-listings");
    const viewer = await verifyToken(jar.get(COOKIE));
    expect(viewer?.id).toBe(u.id);
  });

  it("returns to a same-site ?next= path, never to another site", async () => {
    const u = await createUser();
    expect(await redirected(loginAction({ email: u.email, password: u.password, next: "/messages/4?x=1" }))).toBe("/messages/4?x=1");
    for (const evil of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/login"]) {
      expect(await redirected(loginAction({ email: u.email, password: u.password, next: evil })), evil).toBe("/my-listings");
    }
  });

  it("answers a wrong password or unknown e-mail with 'Incorrect email or password' and no cookie", async () => {
    const u = await createUser();
    expect(await shown(loginAction({ email: u.email, password: "wrong-password" }))).toEqual({ error: "Incorrect email or password" });
    expect(await shown(loginAction({ email: "nobody@example.com", password: "whatever-1" }))).toEqual({ error: "Incorrect email or password" });
    expect(jar.size).toBe(0);
  });

  it("answers invalid input with the spec's field messages", async () => {
    expect(await shown(loginAction({ email: "", password: "" }))).toEqual({ fieldErrors: { email: "Email is required", password: "Password is required" } });
    expect(await shown(loginAction({ email: "nope", password: "x" }))).toEqual({ fieldErrors: { email: "Invalid email format" } });
    expect(jar.size).toBe(0);
  });
});

describe("registerAction", () => {
  const valid = { first_name: "Ivy", last_name: "Green", username: "ivy_green", email: "ivy@example.com", password: "sunflower-1", confirm_password: "sunflower-1" };

  it("creates the account, logs in and goes to /personal-info", async () => {
    expect(await redirected(registerAction(valid))).toBe("/personal-info");
    const viewer = await verifyToken(jar.get(COOKIE));
    expect(viewer?.username).toBe("ivy_green");
  });

  it("carries a same-site ?next= through onboarding (the listing signed up from), never another site", async () => {
    const fromListing = { ...valid, username: "ivy_from_listing", email: "ivy-listing@example.com" };
    expect(await redirected(registerAction({ ...fromListing, next: "/listings/4#message" }))).toBe("/personal-info?next=%2Flistings%2F4%23message");
    const evil = ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/register", 42];
    for (const [i, next] of evil.entries()) {
      jar.clear();
      const other = { ...valid, username: `ivy_evil_${i}`, email: `ivy${i}@example.com` };
      expect(await redirected(registerAction({ ...other, next })), String(next)).toBe("/personal-info");
    }
  });

  it("puts taken e-mail and username on their fields", async () => {
    await redirected(registerAction(valid));
    jar.clear();
    expect(await shown(registerAction({ ...valid, username: "other_name", email: "IVY@example.com" }))).toEqual({ fieldErrors: { email: "An account with this email already exists" } });
    expect(await shown(registerAction({ ...valid, email: "new@example.com", username: "IVY_GREEN" }))).toEqual({ fieldErrors: { username: "This username is already taken" } });
    expect(jar.size).toBe(0);
  });

  it.each([
    [{ confirm_password: "" }, "confirm_password", "Please confirm your password"],
    [{ confirm_password: "different-1" }, "confirm_password", "Passwords do not match"],
    [{ username: "ab" }, "username", "Username must be at least 3 characters long"],
    [{ username: "a b!" }, "username", "Username can only contain letters, numbers, and underscores"],
    [{ first_name: "" }, "first_name", "First name is required"],
    [{ last_name: "" }, "last_name", "Last name is required"],
    [{ email: "x@y" }, "email", "Invalid email format"],
    [{ password: "short", confirm_password: "short" }, "password", "Password must be at least 8 characters long"],
  ])("validates %j on the server too", async (patch, field, msg) => {
    const res = await shown(registerAction({ ...valid, username: "val_user", email: "val@example.com", ...patch }));
    expect(res.fieldErrors?.[field]).toBe(msg);
    expect(await db().select().from(schema.users).where(eq(schema.users.email, "val@example.com"))).toHaveLength(0);
  });
});

describe("deleteAccountAction", () => {
  it("deletes the signed-in account, clears the cookie and goes to /login?deleted=1", async () => {
    const u = await createUser();
    jar.set(COOKIE, u.token);
    expect(await redirected(deleteAccountAction({ password: u.password }))).toBe("/login?deleted=1");
    expect(jar.has(COOKIE)).toBe(false);
    expect(await db().select().from(schema.users).where(eq(schema.users.id, u.id))).toHaveLength(0);
  });

  it("refuses a wrong password with a field error and deletes nothing", async () => {
    const u = await createUser();
    jar.set(COOKIE, u.token);
    expect(await shown(deleteAccountAction({ password: "wrong-password" }))).toEqual({ fieldErrors: { password: "Incorrect password" } });
    expect(jar.get(COOKIE)).toBe(u.token);
    expect(await db().select().from(schema.users).where(eq(schema.users.id, u.id))).toHaveLength(1);
  });

  it("sends anonymous callers (or a dead session) to /login and deletes nobody", async () => {
    const u = await createUser();
    expect(await redirected(deleteAccountAction({ password: u.password }))).toBe("/login");
    jar.set(COOKIE, "garbage");
    expect(await redirected(deleteAccountAction({ password: u.password }))).toBe("/login");
    expect(await db().select().from(schema.users).where(eq(schema.users.id, u.id))).toHaveLength(1);
  });
});
