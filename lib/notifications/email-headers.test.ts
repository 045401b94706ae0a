import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "@/db";
import { makeListing, makeWant } from "@/db/factories";
import { createUser } from "@/test/http";
import { matchListing, settleEmails } from "./events";
import { unsubscribeUrl } from "./unsubscribe";

/** A local stand-in for the Resend API: records what it is sent. */
let server: Server;
const received: Record<string, unknown>[] = [];
const g = globalThis as { __gardenswapEnv?: unknown };
const saved = { ...process.env };
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push(JSON.parse(body || "{}"));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "email_1" }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  Object.assign(process.env, { RESEND_API_KEY: "re_test", RESEND_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  g.__gardenswapEnv = undefined;
});
afterAll(async () => {
  process.env = saved;
  g.__gardenswapEnv = undefined;
  await new Promise<void>((r) => server.close(() => r()));
});

it("match e-mails carry RFC 8058 one-click unsubscribe headers to the provider", async () => {
  const seller = await createUser();
  const wisher = await createUser();
  await makeWant(db(), wisher.id, { title: "Tomatillo" });
  await matchListing((await makeListing(db(), seller.id, { title: "Tomatillos" })).id);
  await settleEmails();
  const sent = received.find((r) => r.to === wisher.email)!;
  expect(sent).toBeTruthy();
  expect(sent.headers).toEqual({ "List-Unsubscribe": `<${unsubscribeUrl(wisher.id)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
});
