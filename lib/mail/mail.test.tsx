import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Text } from "@react-email/components";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmailLayout } from "@/lib/mail/emails/email-layout";
import { drainJobs } from "@/lib/jobs";
import { withEnv } from "@/test/env";
import { outboxFor, sendMail } from "./index";

/** A local stand-in for the Resend API: records what it is sent. */
let server: Server;
let base = "";
const received: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let failNext = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", auth: req.headers.authorization, body: JSON.parse(body || "{}") });
      if (failNext) {
        failNext = false;
        res.writeHead(422, { "content-type": "application/json" }).end(JSON.stringify({ name: "validation_error", message: "bad from", statusCode: 422 }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "email_123" }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const email = () => (
  <EmailLayout preview="Hello" heading="Hello gardener">
    <Text>Your tomatoes are ready.</Text>
  </EmailLayout>
);

describe("lib/mail", () => {
  it("without RESEND_API_KEY stores the rendered e-mail in the outbox", async () => {
    await withEnv({ RESEND_API_KEY: undefined }, async () => {
      const r = await sendMail({ to: "a@example.com", subject: "Hi", react: email(), kind: "test" });
      expect(r.status).toBe("stored");
      const [row] = await outboxFor("a@example.com");
      expect(row).toMatchObject({ subject: "Hi", kind: "test", status: "stored" });
      expect(row.html).toContain("Your tomatoes are ready.");
      expect(row.text).toContain("Your tomatoes are ready.");
    });
  });

  it("with RESEND_API_KEY queues the e-mail, and the mail.send job sends it through the Resend client at RESEND_BASE_URL", async () => {
    await withEnv({ RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: base }, async () => {
      const r = await sendMail({ to: "b@example.com", subject: "Sent", react: email() });
      expect(r.status).toBe("queued");
      expect((await outboxFor("b@example.com"))[0].status).toBe("queued");
      await drainJobs();
      const call = received.at(-1)!;
      expect(call.path).toBe("/emails");
      expect(call.auth).toBe("Bearer re_test_key");
      expect(call.body).toMatchObject({ to: "b@example.com", subject: "Sent" });
      expect(String(call.body.html)).toContain("Your tomatoes are ready.");
      const [row] = await outboxFor("b@example.com");
      expect(row).toMatchObject({ status: "sent", providerId: "email_123" });
    });
  });

  it("records a provider failure without failing the caller; the job is retried later", async () => {
    await withEnv({ RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: base }, async () => {
      failNext = true;
      const r = await sendMail({ to: "c@example.com", subject: "Fails", react: email() });
      expect(r.status).toBe("queued");
      await drainJobs();
      const [row] = await outboxFor("c@example.com");
      expect(row.status).toBe("failed");
      expect(row.error).toContain("bad from");
    });
  });
});

describe("header injection", () => {
  it("keeps a subject with CR/LF (from a listing title) on one line", async () => {
    const to = `crlf-${Date.now()}@example.com`;
    await sendMail({ to, subject: "A match: Tomatoes\r\nBcc: victim@example.com\nX-Evil: 1", react: <Text>hi</Text> });
    const [mail] = await outboxFor(to);
    expect(mail.subject).toBe("A match: Tomatoes Bcc: victim@example.com X-Evil: 1");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
