import dns from "node:dns/promises";
import { createECDH, randomBytes } from "node:crypto";
import { request } from "node:http";
import { createServer, type AddressInfo, type Server } from "node:net";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/push/subscriptions/route";
import { db, schema } from "@/db";
import { verifyToken, type Viewer } from "@/lib/auth/session";
import { drainJobs } from "@/lib/jobs";
import { sendMessage } from "@/lib/messages/send-message";
import { invoke } from "@/lib/use-case";
import { createUser, req } from "@/test/http";
import { BAD_ENDPOINT, endpointAllowed, endpointReachable, isPrivateAddress, PRIVATE_TARGET, publicOnlyLookup } from "./endpoint";

/**
 * Push endpoints are URLs the server calls (security review M3): none may lead into the network,
 * however the address is spelled, whatever a name resolves to, and when it resolves differently a
 * moment later. A plain TCP listener on 127.0.0.1 stands for the internal service and counts the
 * connections the server opens to it (the review saw TLS ClientHellos arrive there).
 */
let listener: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((r) => listener.listen(0, "127.0.0.1", r));
  port = (listener.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => listener.close(r)));
afterEach(() => {
  vi.restoreAllMocks();
  connections = 0;
});

/** Name resolution as a test says: each call answers the next of `answers` (the last one repeats). */
function resolveAs(...answers: string[][]) {
  let call = 0;
  const spy = vi.spyOn(dns, "lookup") as unknown as { mockImplementation: (fn: () => Promise<{ address: string; family: number }[]>) => void };
  spy.mockImplementation(async () => answers[Math.min(call++, answers.length - 1)].map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
}

const keys = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
};
const stored = (endpoint: string) => db().select({ userId: schema.pushSubscriptions.userId }).from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));

/** The 23 endpoint forms of the review: the first 9 were accepted (and connected to), the rest refused. */
const REVIEW_FORMS = [
  "https://[::ffff:127.0.0.1]:8443/x",
  "https://[::ffff:7f00:1]:8443/x",
  "https://[::ffff:a9fe:a9fe]/latest",
  "https://[::ffff:10.0.0.1]/x",
  "https://[::ffff:c0a8:0101]/x",
  "https://[0:0:0:0:0:ffff:127.0.0.1]:8443/x",
  "https://[::127.0.0.1]:8443/x",
  "https://[::ffff:0:7f00:1]:8443/x",
  "https://[2002:7f00:1::]:8443/x",
  "https://127.0.0.1:8443/x",
  "https://localhost:8443/x",
  "https://[::1]:8443/x",
  "https://169.254.169.254/latest",
  "https://2130706433:8443/x",
  "https://0x7f.1:8443/x",
  "https://127.1:8443/x",
  "https://[64:ff9b::7f00:1]:8443/x",
  "https://[fe80::1%25lo]:8443/x",
  "http://push.example.com/x",
  "https://user:secret@push.example.com/x",
  "https://push.internal/x",
  "https://push.localhost/x",
];
/** The 23rd: a public-looking name that resolves to loopback, stored, and refused before any send. */
const LOOPBACK_NAME = "https://127.0.0.1.nip.io:8443/x";

describe("push endpoints never lead into the network (M3)", () => {
  it("refuses each of the review's address forms when subscribing, and stores none", async () => {
    expect(REVIEW_FORMS).toHaveLength(22);
    const u = await createUser();
    for (const endpoint of REVIEW_FORMS) {
      const res = await POST(req("/api/push/subscriptions", { token: u.token, json: { endpoint, keys: keys(), kinds: ["messages"] } }));
      expect(res.status, endpoint).toBe(422);
      expect(await res.json(), endpoint).toEqual({ detail: BAD_ENDPOINT });
      expect(await stored(endpoint), endpoint).toEqual([]);
    }
  });

  it("a name that resolves to a private address (in any spelling) is refused before a send; a public one is not", async () => {
    expect(endpointAllowed(LOOPBACK_NAME)).toBe(true); // a name: judged by what it resolves to
    for (const answer of [["127.0.0.1"], ["::ffff:7f00:1"], ["::ffff:169.254.169.254"], ["93.184.215.14", "10.0.0.1"], ["2002:7f00:1::1"], []]) {
      resolveAs(answer);
      expect(await endpointReachable(LOOPBACK_NAME), answer.join()).toBe(false);
      vi.restoreAllMocks();
    }
    resolveAs(["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"]);
    expect(await endpointReachable("https://push.example.com/x")).toBe(true);
  });

  it("still accepts public hosts and addresses", () => {
    for (const endpoint of ["https://fcm.googleapis.com/fcm/send/abc", "https://updates.push.services.mozilla.com/wpush/v2/x", "https://[2001:4860:4860::8888]/x", "https://[::ffff:8.8.8.8]/x", "https://8.8.8.8/x"]) {
      expect(endpointAllowed(endpoint), endpoint).toBe(true);
    }
  });

  it("judges addresses by their bits: every IPv6 spelling of a private IPv4 address is private", () => {
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(0), fc.nat(255), fc.nat(255), fc.nat(255)),
    );
    fc.assert(
      fc.property(privateV4, ([a, b, c, d]) => {
        const dotted = `${a}.${b}.${c}.${d}`;
        const hi = ((a << 8) | b).toString(16);
        const lo = ((c << 8) | d).toString(16);
        const spellings = [dotted, `::ffff:${dotted}`, `::ffff:${hi}:${lo}`, `0:0:0:0:0:ffff:${hi}:${lo}`, `0000:0000:0000:0000:0000:FFFF:${dotted}`, `::${dotted}`, `::${hi}:${lo}`, `::ffff:0:${hi}:${lo}`, `2002:${hi}:${lo}::`, `64:ff9b::${hi}:${lo}`];
        for (const s of spellings) expect(isPrivateAddress(s), s).toBe(true);
        // The same spelled through URL parsing, as endpointAllowed sees it.
        for (const s of spellings.slice(1)) expect(endpointAllowed(`https://[${s}]/x`), s).toBe(false);
      }),
      { numRuns: 300 },
    );
    for (const ip of ["::", "::1", "fe80::1%lo", "fd12::1", "ff02::1", "2001:db8::1", "2001:0:4136:e378:8000:63bf:3fff:fdd2", "not an address"]) expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ["8.8.8.8", "::ffff:8.8.8.8", "::ffff:808:808", "2001:4860:4860::8888", "2a00:1450:4001:82a::200a"]) expect(isPrivateAddress(ip), ip).toBe(false);
  });
});

describe("at send time (M3): stored subscriptions and DNS rebinding", () => {
  async function messageToDeviceAt(endpoint: string) {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    // Stored as an older version of the server would have (the check at subscribe time let these in).
    await db().insert(schema.pushSubscriptions).values({ userId: basil.id, endpoint, ...keys(), kinds: ["messages"], preview: false });
    await invoke(sendMessage, (await verifyToken(rose.token)) as Viewer, { receiver_id: basil.id, content: "hi" });
    await drainJobs();
  }

  it("a subscription stored with a mapped loopback address is removed without a connection", async () => {
    const endpoint = `https://[::ffff:7f00:1]:${port}/x`;
    await messageToDeviceAt(endpoint);
    expect(connections).toBe(0);
    expect(await stored(endpoint)).toEqual([]);
  });

  it("a name that answers public to the check and loopback to the connection (rebinding) is never connected to", async () => {
    const endpoint = `https://rebind.example:${port}/x`;
    resolveAs(["93.184.215.14"], ["127.0.0.1"]);
    await messageToDeviceAt(endpoint);
    expect(connections).toBe(0);
    expect(await stored(endpoint)).toEqual([]);
  });

  it("the connection's lookup refuses private answers, so nothing reaches the listener", async () => {
    resolveAs(["::ffff:127.0.0.1"]);
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
      const r = request(`http://rebind.example:${port}/`, { lookup: publicOnlyLookup }, () => resolve(new Error("answered")));
      r.on("error", resolve);
      r.end();
    });
    expect(error.code).toBe(PRIVATE_TARGET);
    expect(connections).toBe(0);
  });
});
