import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { curlPost, fetchPost, removeBigFile } from "@/test/oversized-clients";
import { BODY_TOO_LARGE } from "./http";
import { answerExpectContinue, bodyLimitOf, declaresTooMuch, refuseOversized } from "./oversized-body";

/**
 * A 30 MB body gets a readable 413 (issue 29): the server's request handling as server.ts wires it
 * (the refusal before anything else, and Expect: 100-continue answered by it), on a real port, with
 * real clients: Node's fetch and curl with and without `Expect: 100-continue`. The process starting
 * server.ts itself is oversized-body-processes.test.ts.
 */
const PORT = 4301;
let server: Server;
let served = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (declaresTooMuch(req)) return refuseOversized(req, res);
    served += 1;
    req.resume();
    req.on("end", () => res.end("ok"));
  });
  answerExpectContinue(server);
  await new Promise<void>((r) => server.listen(PORT, "127.0.0.1", r));
});
afterAll(async () => {
  removeBigFile();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const url = `http://127.0.0.1:${PORT}/api/auth/login`;

describe("a 30 MB body", () => {
  it("Node's fetch reads the 413 and its detail (not a network error)", async () => {
    for (let i = 0; i < 3; i++) expect(await fetchPost(url)).toEqual({ status: 413, body: { detail: BODY_TOO_LARGE } });
  });

  it("curl without Expect reads the 413; with Expect: 100-continue it gets the 413 instead of 100 Continue", async () => {
    const plain = await curlPost(url, { expect: false });
    expect(plain).toMatchObject({ status: 413, body: JSON.stringify({ detail: BODY_TOO_LARGE }), exit: 0 });
    const waiting = await curlPost(url, { expect: true });
    expect(waiting).toMatchObject({ status: 413, body: JSON.stringify({ detail: BODY_TOO_LARGE }), sawContinue: false, exit: 0 });
    expect(served).toBe(0);
  });

  it("is discarded as it arrives: memory stays flat over 8 refused uploads", async () => {
    await curlPost(url, { expect: false });
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 8; i++) expect((await curlPost(url, { expect: false })).status).toBe(413);
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
  });

  it("a body within its limit and Expect: 100-continue still gets its 100 Continue and is served", async () => {
    const before = served;
    const small = await new Promise<{ out: string; err: string }>((resolve) =>
      execFile("curl", ["-sS", "-v", "-H", "content-type: application/json", "-H", "Expect: 100-continue", "--data-binary", "{}", `http://127.0.0.1:${PORT}/api/x`], (_e, out, err) => resolve({ out, err })),
    );
    expect(small.err).toMatch(/< HTTP\/1\.1 100 Continue/);
    expect(small.out).toBe("ok");
    expect(served).toBe(before + 1);
  });

  it("the limit follows the body's kind: API JSON 64 KB, API multipart 10.5 MB, elsewhere 12 MB", () => {
    const at = (url: string, type: string) => bodyLimitOf({ url, headers: { "content-type": type } } as never);
    expect(at("/api/auth/login", "application/json")).toBe(64 * 1024);
    expect(at("/api/listings/", "multipart/form-data; boundary=x")).toBe(10.5 * 1024 * 1024);
    expect(at("/listings/new", "text/plain;charset=UTF-8")).toBe(12 * 1024 * 1024);
  });
});
