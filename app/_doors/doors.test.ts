import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { invalid } from "@/lib/errors";
import { resetLimits } from "@/lib/rate-limit";
import type { AuthedSocket } from "@/app/_realtime/socket-server";
import { createUser, req } from "@/test/http";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { testViewer } from "@/test/viewer";
import { outsideNext } from "@/test/next-request";
import { makeUser } from "@/db/factories";
import { db } from "@/db";
import { action } from "./action";
import { route } from "./route";
import { socketEvent } from "./socket";

const session = outsideNext({ headers: () => ({ "x-gardenswap-ip": "10.0.0.9" }) });

let ran: unknown[] = [];
const echo = defineUseCase({
  name: "test.echo",
  caller: "signed-in",
  input: z.object({ id: pathId("Thing not found"), word: z.string().min(2, { error: "Too short" }) }),
  limits: [{ points: 2, per: 60, by: "user" }],
  run: async (viewer, input) => {
    ran.push(input);
    if (input.word === "boom") throw invalid("No booms");
    if (input.word === "crash") throw new Error("bug");
    return { by: viewer.id, ...input };
  },
});
const open = defineUseCase({ name: "test.open", caller: "anyone", input: z.object({}), run: async (viewer) => ({ anonymous: viewer === null }) });
const desk = defineUseCase({ name: "test.desk", caller: "moderator", input: z.object({}), run: async () => "secret" });

const params = (id: string) => ({ params: Promise.resolve({ id }) });

beforeEach(() => {
  ran = [];
  resetLimits();
  return session.signIn(null);
});

describe("route door", () => {
  it("refuses an anonymous caller with 401 before reading the body, and runs nothing", async () => {
    const request = req("/api/x/1", { json: { word: "hello" } });
    const res = await route(echo)(request, params("1"));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Not authenticated" });
    expect(request.bodyUsed).toBe(false);
    expect(ran).toEqual([]);
  });

  it("merges body and path params, parses them, answers JSON with the chosen status", async () => {
    const u = await createUser();
    const res = await route(echo, { status: 201 })(req("/api/x/7", { token: u.token, json: { word: "hello" } }), params("7"));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ by: u.id, id: 7, word: "hello" });
  });

  it("maps bad input to 422 {detail: [...]}, a malformed id to 404, AppError to its status, a bug to 500", async () => {
    const u = await createUser();
    const call = (id: string, json: unknown) => route(echo)(req(`/api/x/${id}`, { token: u.token, json }), params(id));
    const bad = await call("1", { word: "x" });
    expect(bad.status).toBe(422);
    expect((await bad.json()).detail[0]).toMatchObject({ loc: ["body", "word"], msg: "Too short" });
    expect(await (await call("-3", { word: "hello" })).json()).toEqual({ detail: "Thing not found" });
    expect((await call("9999999999", { word: "hello" })).status).toBe(404);
    expect(ran).toEqual([]);
    expect((await call("1", { word: "boom" })).status).toBe(422);
    expect((await call("1", { word: "crash" })).status).toBe(500);
  });

  it("enforces the declared limit per user with 429 and Retry-After", async () => {
    const u = await createUser();
    const call = () => route(echo)(req("/api/x/1", { token: u.token, json: { word: "hello" } }), params("1"));
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(ran).toHaveLength(2);
  });

  it("lets anyone call an open use case; a moderator use case is 404 for others", async () => {
    expect(await (await route(open)(req("/api/open"))).json()).toEqual({ anonymous: true });
    const u = await createUser();
    expect((await route(desk)(req("/api/desk", { token: u.token }))).status).toBe(404);
    expect((await route(desk)(req("/api/desk"))).status).toBe(401);
  });
});

describe("action door", () => {
  it("returns one typed result: refused when signed out, field issues, data when good", async () => {
    const save = action(echo);
    expect(await save({ id: 1, word: "hello" })).toMatchObject({ ok: false, status: 401 });
    const v = await makeUser(db());
    await session.signIn(v);
    expect(await save({ id: 1, word: "x" })).toMatchObject({ ok: false, status: 422, error: "Too short", issues: [{ path: ["word"], msg: "Too short" }] });
    const form = new FormData();
    form.set("id", "3");
    form.set("word", "hello");
    expect(await save(form)).toEqual({ ok: true, data: { by: v.id, id: 3, word: "hello" } });
    expect(await save({ id: 1, word: "crash" })).toMatchObject({ ok: false, status: 500 });
  });
});

describe("socket door", () => {
  it("acks the result or the error text and never throws on junk", async () => {
    const socket = { data: { viewer: testViewer({ id: 5, username: "s", sessionId: "x" }) }, handshake: { address: "127.0.0.1" } } as unknown as AuthedSocket;
    const handler = socketEvent(echo)(socket);
    const acks: unknown[] = [];
    await handler({ id: 2, word: "hello" }, (r: unknown) => acks.push(r));
    await handler({ id: 2, word: "x" }, (r: unknown) => acks.push(r));
    await handler((r: unknown) => acks.push(r));
    await handler();
    expect(acks).toEqual([{ ok: true, data: { by: 5, id: 2, word: "hello" } }, { ok: false, status: 422, error: "Too short" }, { ok: false, status: 422, error: "Invalid input: expected object, received undefined" }]);
  });
});
