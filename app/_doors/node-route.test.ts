import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeFriendship, makeListing } from "@/db/factories";
import { GET } from "@/app/api/listings/route";
import { createUser, req, type TestUser } from "@/test/http";
import { nodeDoor } from "./node-route";

/**
 * The node door (decision 0217) answers GET /api/listings/ in server.ts before Next: the same status,
 * body and headers as the route handler Next would run, for every kind of caller and every error.
 */
let server: Server;
let base: string;
let owner: TestUser, friend: TestUser, stranger: TestUser;

beforeAll(async () => {
  server = createServer((rq, rs) => {
    if (!nodeDoor(rq, rs)) rs.writeHead(599).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [owner, friend, stranger] = await Promise.all([createUser(), createUser(), createUser()]);
  await makeFriendship(db(), owner.id, friend.id, "accepted");
  for (let i = 0; i < 7; i++) await makeListing(db(), owner.id, { title: `Door beans ${i}`, isPublic: i % 2 === 0, categoryId: (i % 3) + 1 });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SAME = ["content-type", "cache-control", "x-next-cursor", "link", "www-authenticate", "retry-after"];

async function both(path: string, token?: string) {
  const viaNext = await GET(req(path, { token }));
  const viaNode = await fetch(`${base}${path}`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "accept-encoding": "identity" } });
  return { viaNext, viaNode, next: await viaNext.text(), node: await viaNode.text() };
}

describe("node door: GET /api/listings/ as the route handler answers it", () => {
  it.each([
    ["anonymous, public", "/api/listings/?public=true&limit=2", undefined],
    ["anonymous, one category, oldest", "/api/listings/?public=true&category_id=2&sort=oldest", undefined],
    ["a friend: friends' listings", "/api/listings/?friends=true&limit=3", "friend"],
    ["a stranger: one gardener's listings", `/api/listings/?user_id=OWNER&limit=3`, "stranger"],
    ["the owner: mine", "/api/listings/?mine=true", "owner"],
    ["anonymous asks for mine: 401", "/api/listings/?mine=true", undefined],
    ["a bad limit: 422 naming the query", "/api/listings/?limit=abc", undefined],
    ["a forged cursor: 422", "/api/listings/?public=true&cursor=nonsense", undefined],
    ["an unknown place: 422", "/api/listings/?public=true&near=zzzzzz", undefined],
    ["no trailing slash", "/api/listings?public=true&limit=1", undefined],
  ] as const)("%s", async (_, rawPath, who) => {
    const path = rawPath.replace("OWNER", String(owner.id));
    const token = who ? { owner, friend, stranger }[who].token : undefined;
    const { viaNext, viaNode, next, node } = await both(path, token);
    expect(viaNode.status).toBe(viaNext.status);
    expect(node).toBe(next);
    for (const h of SAME) expect([h, viaNode.headers.get(h)]).toEqual([h, viaNext.headers.get(h)]);
  });

  it("follows a page's Link to the next page", async () => {
    const first = await fetch(`${base}/api/listings/?public=true&limit=1`);
    const link = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")?.[1];
    expect(link).toBeTruthy();
    const second = await fetch(`${base}${link}`);
    expect(second.status).toBe(200);
    expect(await second.json()).not.toEqual(await first.json());
  });

  it("gzips a body of 1 KB or more when the client accepts it, and says it varies by that", async () => {
    const res = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const chunks: Buffer[] = [];
      void import("node:http").then(({ get }) =>
        get(`${base}/api/listings/?public=true&limit=20`, { headers: { "accept-encoding": "gzip, br" } }, (r) => {
          r.on("data", (c: Buffer) => chunks.push(c));
          r.on("end", () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject),
      );
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    const items = JSON.parse(gunzipSync(res.body).toString("utf8")) as unknown[];
    expect(items.length).toBeGreaterThan(0);
  });

  it("leaves everything else to Next: other methods and paths", async () => {
    expect((await fetch(`${base}/api/listings/`, { method: "POST", body: "{}" })).status).toBe(599);
    expect((await fetch(`${base}/api/listings/1`)).status).toBe(599);
    expect((await fetch(`${base}/api/listings/`, { method: "HEAD" })).status).toBe(599);
  });
});
