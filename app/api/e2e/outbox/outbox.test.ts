import { afterEach, describe, expect, it } from "vitest";
import { sendMail } from "@/lib/mail";
import { req } from "@/test/http";
import { createElement } from "react";
import { GET } from "./route";

const g = globalThis as { __gardenswapEnv?: unknown };
afterEach(() => {
  delete process.env.E2E_OUTBOX;
  g.__gardenswapEnv = undefined;
});

describe("GET /api/e2e/outbox", () => {
  it("is a plain 404 unless E2E_OUTBOX=1", async () => {
    await sendMail({ to: "a@example.com", subject: "Hello", react: createElement("p", null, "hi") });
    g.__gardenswapEnv = undefined;
    const res = await GET(req("/api/e2e/outbox?to=a@example.com"));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "Not Found" });
  });

  it("lists the newest e-mails to one address when enabled", async () => {
    process.env.E2E_OUTBOX = "1";
    g.__gardenswapEnv = undefined;
    await sendMail({ to: "b@example.com", subject: "First", react: createElement("p", null, "one") });
    await sendMail({ to: "b@example.com", subject: "Second", react: createElement("p", null, "two") });
    await sendMail({ to: "c@example.com", subject: "Other", react: createElement("p", null, "three") });
    const res = await GET(req("/api/e2e/outbox?to=b@example.com"));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.map((m: { subject: string }) => m.subject)).toEqual(["Second", "First"]);
    expect((await GET(req("/api/e2e/outbox"))).status).toBe(404);
  });
});
