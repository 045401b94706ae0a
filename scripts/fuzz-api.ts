// Property-based fuzzing of the JSON API from its own OpenAPI document (issue 11, item 7).
//
//   npx tsx scripts/fuzz-api.ts [--dist .next] [--port 3199] [--runs 25] [--seed 42] [--doc-from-source]
//
// Starts the production build on a fresh embedded database, reads /api/openapi.json, checks it is a
// valid OpenAPI 3.1 document, then for every operation sends generated requests (mostly shaped by the
// documented schemas, some arbitrary JSON, bad ids and no/normal/moderator credentials) and fails on
// any 5xx, any status the document does not list, or a JSON body that does not match the documented
// schema for its status. fast-check shrinks a failure to a small reproducible request.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { startApp } from "../bench/fixtures";

/** A generated value as path text: String() throws on an object without a prototype (fast-check makes them). */
const asText = (v: unknown): string => {
  try {
    return String(v);
  } catch {
    return JSON.stringify(v) ?? "";
  }
};

const { values: args } = parseArgs({
  options: { "doc-from-source": { type: "boolean", default: false }, dist: { type: "string", default: ".next" }, port: { type: "string", default: "3199" }, runs: { type: "string", default: "25" }, seed: { type: "string" } },
});
const base = `http://127.0.0.1:${args.port}`;
const runs = Number(args.runs);

type Schema = { [k: string]: unknown; type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; enum?: unknown[]; const?: unknown; $ref?: string };
type Parameter = { in: "path" | "query"; name: string; required?: boolean; schema: Schema };
type Response = { content?: Record<string, { schema: Schema }> };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, Response>; security?: object[] };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas?: Record<string, Schema> } };

// ---------------------------------------------------------------- values from JSON Schemas
let doc: Doc;
const deref = (s: Schema): Schema => (s.$ref ? deref(doc.components.schemas![s.$ref.split("/").pop()!]!) : s);
const someId = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(0, -1, 2_147_483_648, 1e12));
const junk = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 300 }), fc.constantFrom("", " ", "\u0000", "%00", "../../etc/passwd", "<script>", "1e309", "NaN"));

function valueOf(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(raw);
  if (depth > 4) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map((u) => valueOf(u, depth + 1)));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((t) => valueOf({ ...s, type: t }, depth)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.oneof(fc.integer({ min: (s.minimum as number) ?? -5, max: (s.maximum as number) ?? 1000 }), someId);
    case "number":
      return fc.oneof(fc.double({ min: (s.minimum as number) ?? -5, max: (s.maximum as number) ?? 1e6, noNaN: true }), fc.integer({ min: 0, max: 100 }));
    case "string": {
      if (s.format === "binary") return fc.constant("not really an image");
      const max = Math.min((s.maxLength as number) ?? 80, 400);
      const min = Math.min((s.minLength as number) ?? 0, max);
      const pattern = typeof s.pattern === "string" ? s.pattern : undefined;
      return fc.oneof(
        pattern ? fc.stringMatching(new RegExp(pattern)).filter((v) => v.length <= 400) : fc.string({ minLength: min, maxLength: max }),
        fc.string({ unit: "grapheme", maxLength: max + 5 }),
        someId.map(String),
        fc.constantFrom("courgette@example.com", "true", "2026-12-01", "Portland"),
      );
    }
    case "array":
      return fc.array(s.items ? valueOf(s.items, depth + 1) : junk, { maxLength: 5 });
    case "object":
    default: {
      const props = Object.entries(s.properties ?? {});
      if (!props.length) return types[0] === "object" ? fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 }) : junk;
      const required = new Set(s.required ?? []);
      return fc.record(Object.fromEntries(props.map(([k, v]) => [k, fc.oneof({ weight: 5, arbitrary: valueOf(v, depth + 1) }, { weight: 1, arbitrary: junk })])), {
        requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)),
      });
    }
  }
}

/** Mostly schema-shaped, sometimes anything at all. */
const shaped = (s: Schema) => fc.oneof({ weight: 4, arbitrary: valueOf(s) }, { weight: 1, arbitrary: junk });

// ---------------------------------------------------------------- callers
type Caller = "anonymous" | "gardener" | "moderator";
const tokens: Partial<Record<Caller, string>> = {};
const FUZZER = { email: "fuzzer@example.com", password: "fuzzing-the-garden-1", username: "fuzzer" };
const MODERATOR = { email: "fuzz-moderator@example.com", password: "fuzzing-the-garden-2", username: "fuzzmod" };

async function signUp(u: typeof FUZZER): Promise<string> {
  await fetch(`${base}/api/auth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...u, first_name: "Fuzz", last_name: "Er" }) });
  return signIn(u);
}
async function signIn(u: typeof FUZZER): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, { method: "POST", body: new URLSearchParams({ username: u.email, password: u.password }) });
  if (r.status !== 200) throw new Error(`could not sign in ${u.username}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { access_token: string }).access_token;
}

// ---------------------------------------------------------------- one request
type Call = { caller: Caller; path: Record<string, unknown>; query: Record<string, unknown>; body?: { type: string; value: unknown } };

async function send(method: string, template: string, call: Call): Promise<globalThis.Response> {
  let url = template.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(asText(call.path[k] ?? "1")));
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(call.query)) if (v !== undefined) q.set(k, typeof v === "string" ? v : JSON.stringify(v));
  if ([...q].length) url += `?${q}`;
  const headers: Record<string, string> = {};
  const token = call.caller === "anonymous" ? undefined : tokens[call.caller];
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (call.body) {
    const v = call.body.value;
    if (call.body.type === "application/json") {
      headers["content-type"] = "application/json";
      body = JSON.stringify(v);
    } else {
      const fields = v && typeof v === "object" && !Array.isArray(v) ? Object.entries(v) : [["value", v]];
      const flat = fields.map(([k, x]) => [k, typeof x === "string" ? x : JSON.stringify(x)] as [string, string]);
      if (call.body.type === "multipart/form-data") {
        const form = new FormData();
        for (const [k, x] of flat) form.append(k, x);
        body = form;
      } else body = new URLSearchParams(flat);
    }
  }
  return fetch(`${base}${url}`, { method: method.toUpperCase(), headers, body, redirect: "manual" });
}

/** Confirms an address from the link in its confirmation mail (a job: polled in the test outbox). */
async function confirmAddress(email: string) {
  for (let tries = 0; tries < 100; tries++) {
    const mails = (await (await fetch(`${base}/api/e2e/outbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
    const token = mails.map((m) => /verify-email\?token=([^\s"&]+)/.exec(m.text)?.[1]).find(Boolean);
    if (token) {
      const res = await fetch(`${base}/api/auth/verify`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: decodeURIComponent(token) }) });
      if (!res.ok) throw new Error(`confirming ${email}: ${res.status} ${await res.text()}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no confirmation mail for ${email}`);
}

// ---------------------------------------------------------------- main
const dataDir = mkdtempSync(path.join(tmpdir(), "gardenswap-fuzz-"));
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
const app = await startApp({
  dist: args.dist,
  port: Number(args.port),
  env: { DATA_DIR: dataDir, PUBLIC_URL: base, SEED_DEMO: "false", MODERATOR_EMAILS: MODERATOR.email, E2E_OUTBOX: "1", LOG_LEVEL: "silent" },
});
let failed = false;
try {
  // --doc-from-source: the working tree's document (edit operations.ts and rerun, no rebuild).
  doc = args["doc-from-source"]
    ? (structuredClone((await import("../app/_doors/openapi/document")).openApiDocument()) as unknown as Doc)
    : ((await (await fetch(`${base}/api/openapi.json`)).json()) as Doc);
  const valid = await new Validator().validate(structuredClone(doc) as unknown as Parameters<Validator["validate"]>[0]);
  if (!valid.valid) throw new Error(`/api/openapi.json is not a valid OpenAPI 3.1 document: ${JSON.stringify(valid.errors)}`);
  console.log(`/api/openapi.json: valid OpenAPI 3.1, ${Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0)} operations`);

  tokens.gardener = await signUp(FUZZER);
  tokens.moderator = await signUp(MODERATOR);
  // MODERATOR_EMAILS counts only a confirmed address (issue 29): follow the confirmation mail's link.
  await confirmAddress(MODERATOR.email);
  // Something to point ids at: a listing, a wish and a message of the fuzzer's.
  const auth = { authorization: `Bearer ${tokens.gardener}`, "content-type": "application/json" };
  await fetch(`${base}/api/listings/`, { method: "POST", headers: auth, body: JSON.stringify({ title: "Rhubarb crowns", type_id: 3, category_id: 3, is_public: true }) });
  await fetch(`${base}/api/listings/want-listings`, { method: "POST", headers: auth, body: JSON.stringify({ title: "Tomato seedlings", category_id: 3 }) });

  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema({ $id: "gardenswap", $defs: {}, components: doc.components } as object);
  const validatorFor = (schema: Schema) => ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"gardenswap#/components/')));

  let requests = 0;
  const failures: string[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      // Signing out with the fuzzer's token would end the session the rest of the run uses.
      const callers: Caller[] = template === "/api/auth/logout" ? ["anonymous"] : ["anonymous", "gardener", "moderator"];
      const params = op.parameters ?? [];
      // An empty, "." or ".." segment is another URL (normalised away by the URL parser), not this operation.
      const segment = (p: Parameter) => fc.oneof(someId, shaped(p.schema)).filter((v) => !["", ".", ".."].includes(asText(v ?? "").trim()));
      const pathArb = fc.record(Object.fromEntries(params.filter((p) => p.in === "path").map((p) => [p.name, segment(p)])));
      const queryArb = fc.record(Object.fromEntries(params.filter((p) => p.in === "query").map((p) => [p.name, shaped(p.schema)])), { requiredKeys: [] });
      const bodies = Object.entries(op.requestBody?.content ?? {});
      const bodyArb = bodies.length
        ? fc.oneof(...bodies.map(([type, { schema }]) => shaped(schema).map((value) => ({ type, value }))))
        : fc.constant(undefined);
      const callArb = fc.record({ caller: fc.constantFrom(...callers), path: pathArb, query: queryArb, body: bodyArb });
      const checks = new Map<string, ReturnType<typeof validatorFor>>();
      const failure = await fc.check(
        fc.asyncProperty(callArb, async (call) => {
          requests++;
          const res = await send(method, template, call as Call);
          const where = `${method.toUpperCase()} ${template} → ${res.status}`;
          if (res.status >= 500 && res.status !== 503) throw new Error(`${where}: a server error (${await res.text()})`);
          const documented = op.responses[String(res.status)];
          if (!documented) throw new Error(`${where}: status not in the document (${(await res.text()).slice(0, 300)})`);
          const json = documented.content?.["application/json"];
          const type = res.headers.get("content-type") ?? "";
          if (json && res.status !== 304) {
            if (!type.includes("application/json")) throw new Error(`${where}: documented as JSON, answered ${type}`);
            const key = String(res.status);
            if (!checks.has(key)) checks.set(key, validatorFor(json.schema));
            const check = checks.get(key)!;
            const body = await res.json();
            if (!check(body)) throw new Error(`${where}: body does not match its schema: ${ajv.errorsText(check.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
          } else await res.arrayBuffer();
        }),
        { numRuns: runs, seed: args.seed ? Number(args.seed) : undefined },
      );
      if (failure.failed) {
        const cause = failure.errorInstance instanceof Error ? failure.errorInstance.message : String(failure.errorInstance);
        failures.push(`${cause}\n    request: ${JSON.stringify(failure.counterexample?.[0])}\n    replay: --seed ${failure.seed}`);
      }
    }
  }
  if (failures.length) throw new Error(`API fuzz: ${failures.length} operation(s) failed after ${requests} requests:\n- ${failures.join("\n- ")}`);
  console.log(`API fuzz: ${requests} requests, no 5xx, every status documented, every JSON body matched its schema`);
} catch (e) {
  failed = true;
  console.error(e instanceof Error ? e.message : e);
  if (e instanceof Error && e.cause) console.error("Cause:", e.cause instanceof Error ? e.cause.message : e.cause);
} finally {
  app.kill("SIGTERM");
  await new Promise((r) => app.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
