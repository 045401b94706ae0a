import { describe, expect, it } from "vitest";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { POST as resetPOST } from "@/app/api/auth/request-password-reset/route";
import { POST as resetPasswordPOST } from "@/app/api/auth/reset-password/route";
import { POST as listingsPOST } from "@/app/api/listings/route";
import { POST as unsubscribePOST } from "@/app/api/unsubscribe/route";
import { createUser, req } from "@/test/http";
import { BODY_LIMIT, BODY_TOO_LARGE, JSON_ONLY, readBody, readJson, UPLOAD_BODY_LIMIT } from "./http";

const MB = 1024 * 1024;

/** A body of `bytes` generated as it is read, with no Content-Length (chunked), like a streaming attacker. */
function streamingRequest(path: string, bytes: number, type: string, headers: Record<string, string> = {}) {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request(new URL(path, "http://localhost:3000"), { method: "POST", body, headers: { "content-type": type, ...headers }, duplex: "half" } as RequestInit);
  return { request, sent: () => sent };
}

describe("body size limits", () => {
  it("refuses a declared oversized body with 413 before reading it", async () => {
    const { request, sent } = streamingRequest("/api/auth/login", 100 * MB, "application/x-www-form-urlencoded", { "content-length": String(100 * MB) });
    const res = await loginPOST(request);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: BODY_TOO_LARGE });
    expect(sent()).toBeLessThanOrEqual(128 * 1024);
  });

  it("cuts a chunked body off at the limit, for JSON, forms and uploads", async () => {
    const json = streamingRequest("/x", 10 * MB, "application/json");
    await expect(readJson(json.request)).rejects.toMatchObject({ kind: "too_large" });
    expect(json.sent()).toBeLessThan(BODY_LIMIT + 256 * 1024);
    const form = streamingRequest("/x", 10 * MB, "application/x-www-form-urlencoded");
    await expect(readBody(form.request)).rejects.toMatchObject({ kind: "too_large" });
    const upload = streamingRequest("/x", 50 * MB, "multipart/form-data; boundary=x");
    await expect(readBody(upload.request)).rejects.toMatchObject({ kind: "too_large" });
    expect(upload.sent()).toBeLessThan(UPLOAD_BODY_LIMIT + 256 * 1024);
  });

  it("keeps memory flat under 16 concurrent 100 MB bodies on the anonymous doors", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const doors = [
      (r: Request) => loginPOST(r),
      (r: Request) => registerPOST(r),
      (r: Request) => resetPOST(r),
      (r: Request) => resetPasswordPOST(r),
      (r: Request) => unsubscribePOST(r),
    ];
    const types = ["application/x-www-form-urlencoded", "application/json", "application/json", "application/json", "application/x-www-form-urlencoded"];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => doors[i % doors.length](streamingRequest("/api/x", 100 * MB, types[i % types.length]).request)),
    );
    const after = process.memoryUsage().rss;
    expect(answers.map((r) => r.status)).toEqual(Array(16).fill(413));
    // 1.6 GB were offered; what was read stays within the limits (16 × 64 KB).
    console.info(`body limits: RSS ${Math.round(before / MB)} MB → ${Math.round(after / MB)} MB after 16 × 100 MB bodies`);
    expect(after - before).toBeLessThan(64 * MB);
  });

  it("refuses an upload over the limit with 413 for a signed-in caller", async () => {
    const u = await createUser();
    const { request } = streamingRequest("/api/listings/", 20 * MB, "multipart/form-data; boundary=x", { authorization: `Bearer ${u.token}` });
    expect((await listingsPOST(request)).status).toBe(413);
  });

  it("caps passwords at 1024 characters before argon2 sees them", async () => {
    const res = await loginPOST(req("/api/auth/login", { form: { username: "a@example.com", password: "x".repeat(1025) } }));
    expect(res.status).toBe(422);
  });
});

describe("JSON from cookie callers", () => {
  const cookie = "next-auth.session-token=abc";
  it("refuses text/plain for a cookie caller (a cross-site form can send it without a preflight)", async () => {
    await expect(readJson(req("/x", { body: '{"a":1}', headers: { cookie, "content-type": "text/plain" } }))).rejects.toMatchObject({ kind: "unsupported", message: JSON_ONLY });
    expect(await readJson(req("/x", { body: '{"a":1}', headers: { cookie, "content-type": "application/json" } }))).toEqual({ a: 1 });
  });
  it("still reads JSON without a content type from Bearer and anonymous callers", async () => {
    expect(await readJson(req("/x", { body: '{"a":1}', headers: { authorization: "Bearer t", cookie } }))).toEqual({ a: 1 });
    expect(await readJson(req("/x", { body: '{"a":1}' }))).toEqual({ a: 1 });
  });
});
