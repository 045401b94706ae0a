import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./document";
import { operations } from "./operations";

/** Route files that are not part of the JSON API: next-auth's own, the catch-all 404, the test-only e2e routes, this document. */
const NOT_API = new Set(["api/session/[...nextauth]", "api/[...path]", "api/e2e/outbox", "api/e2e/clock", "api/openapi.json"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return routeFiles(p);
    return name === "route.ts" ? [p] : [];
  });
}

/** "GET /api/listings/{id}" for each handler a route file exports. */
function handlersOnDisk(): string[] {
  const app = join(process.cwd(), "app");
  return routeFiles(join(app, "api")).flatMap((file) => {
    const dir = relative(app, file).replace(/\/route\.ts$/, "");
    if (NOT_API.has(dir)) return [];
    const path = "/" + dir.replace(/\[(\w+)\]/g, "{$1}");
    const source = readFileSync(file, "utf8");
    // `export const GET = route(...)`, a function, or a re-export (`export { handler as GET }`).
    const declared = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g)].map((m) => m[1]!);
    const reexported = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => [...m[1]!.matchAll(/\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g)].map((n) => n[1]!));
    const methods = [...new Set([...declared, ...reexported])];
    // The listings collection lives at /api/listings/ (trailing slash, SPEC §7; decision 0024).
    return methods.map((m) => `${m} ${path === "/api/listings" ? "/api/listings/" : path}`);
  });
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(openApiDocument()) as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes every /api handler, and nothing that does not exist", () => {
    const onDisk = handlersOnDisk().sort();
    expect(Object.keys(operations).sort()).toEqual(onDisk);
  });

  it("documents the Bearer scheme, the error body and the limits", () => {
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>; components: { securitySchemes: object } };
    expect(doc.components.securitySchemes).toHaveProperty("bearer");
    const login = doc.paths["/api/auth/login"]!.post!;
    expect(login.responses["429"]?.headers).toHaveProperty("Retry-After");
    expect(doc.paths["/api/listings/{id}"]!.get!.responses).toHaveProperty("404");
  });

  it("documents every success status a call answers: a repeated friend request is 200, a new one 201 (the fuzzer found the 200)", () => {
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>> };
    const request = doc.paths["/api/auth/friends/request"]!.post!.responses;
    expect(request["201"]?.content).toEqual(request["200"]?.content);
  });
});
