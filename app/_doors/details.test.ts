import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import ts from "typescript";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { resetLimits } from "@/lib/rate-limit";
import { defineUseCase, type UseCase } from "@/lib/use-case";
import { en } from "@/lib/i18n/messages/en";
import { es } from "@/lib/i18n/messages/es";
import { LISTING_NOT_FOUND, MSG } from "@/lib/validation/listings";
import { GLUT_REFUSALS } from "@/lib/trades/portions";
import { FULL } from "@/lib/swap-days/rsvp-event";
import { RESERVE_NEEDS_GARDENER } from "@/lib/trades/refusals";
import { VERIFICATION_SENT } from "@/lib/accounts/email-verification";
import { POST as listingsPOST, GET as listingsGET } from "@/app/api/listings/route";
import { resendVerificationAction } from "@/app/actions/auth";
import { reserveAction } from "@/app/actions/trades";
import { PHOTO_WORDS } from "@/app/_client/compress-image";
import { createUser, req } from "@/test/http";
import { outsideNext } from "@/test/next-request";
import { testViewer } from "@/test/viewer";
import type { AuthedSocket } from "@/app/_realtime/socket-server";
import { ACTION_SENTENCES, type ActionResult } from "./action";
import { DETAILS, PATTERNS, detailIn, sayIn, type Said } from "./details";
import { publicRoute } from "./http";
import { nodeDoor } from "./node-route";
import { operations } from "./openapi/operations";
import { socketEvent, socketLocale } from "./socket";

/**
 * The API's answers in the caller's language (issue 38, decision 0231): every English detail the code
 * can answer with has a Spanish and an Arabic sentence, keyed by words that are still in the source,
 * and the doors (route, public route, node door, server actions, sockets) answer in them.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const OTHERS = ["es", "ar"] as const;

// ---- The English in the source: every string and template (a template's ${…} as "${}") of lib/ and app/.

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const rel = join(dir, e.name);
    if (e.isDirectory()) sourceFiles(rel, out);
    else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) out.push(rel);
  }
  return out;
}

/** The texts of one file's strings and templates, read by TypeScript's scanner (comments are not texts). */
function textsOf(code: string): string[] {
  const K = ts.SyntaxKind;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true);
  scanner.setText(code);
  const texts: string[] = [];
  const open: ({ template: true; text: string } | { template: false })[] = [];
  const endsValue = new Set([K.Identifier, K.CloseParenToken, K.CloseBracketToken, K.NumericLiteral, K.StringLiteral, K.CloseBraceToken, K.ThisKeyword]);
  let previous: ts.SyntaxKind = K.Unknown;
  for (let t = scanner.scan(); t !== K.EndOfFileToken; t = scanner.scan()) {
    // A slash after a value divides; anywhere else it starts a regular expression (whose quotes are not strings).
    if ((t === K.SlashToken || t === K.SlashEqualsToken) && !endsValue.has(previous)) t = scanner.reScanSlashToken();
    if (t === K.StringLiteral || t === K.NoSubstitutionTemplateLiteral) texts.push(scanner.getTokenValue());
    else if (t === K.TemplateHead) open.push({ template: true, text: scanner.getTokenValue() });
    else if (t === K.OpenBraceToken) open.push({ template: false });
    else if (t === K.CloseBraceToken) {
      const top = open.at(-1);
      if (top?.template) {
        t = scanner.reScanTemplateToken(false);
        top.text += "${}" + scanner.getTokenValue();
        if (t === K.TemplateTail) texts.push((open.pop() as { text: string }).text);
      } else open.pop();
    }
    previous = t;
  }
  return texts;
}

const SELF = ["app/_doors/details.ts"];
const sources = [...sourceFiles("lib"), ...sourceFiles("app")].filter((f) => !SELF.includes(f) && !f.startsWith("lib/i18n/messages/"));
const texts = sources.flatMap((f) => textsOf(readFileSync(join(ROOT, f), "utf8")));
/** zod's own English (the messages of a schema that gave none), for the patterns that translate it. */
const zodTexts = textsOf(readFileSync(join(ROOT, "node_modules/zod/v4/locales/en.js"), "utf8"));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A template as the sentences it makes: "${}" is anything the code puts there. */
const templates = texts.filter((t) => t.includes("${}")).map((t) => new RegExp(`^${t.split("${}").map(escape).join(".+")}$`));

// ---- The rules of a translation (as lib/i18n/language.test.ts for the catalogues).

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const arabicOnly = (s: string) => s.replace(/\{\w+\}|GardenSwap|JSON/g, "");

function ruleBreaks(name: string, english: string, said: Said, named: string[]): string[] {
  const bad: string[] = [];
  const allowed = new Set([...named, ...Object.keys(said.keep ?? {})]);
  for (const l of OTHERS) {
    const text = said[l];
    if (!text.trim()) bad.push(`${name}: ${l} is empty`);
    for (const p of placeholders(text)) if (!allowed.has(p)) bad.push(`${name}: ${l} has {${p}}, which nothing fills`);
    for (const p of named) if (!placeholders(text).includes(p)) bad.push(`${name}: ${l} leaves out {${p}}`);
    if (english.split(" ").length > 2 && text === english) bad.push(`${name}: ${l} is the English`);
  }
  if (/[A-Za-z]/.test(arabicOnly(said.ar))) bad.push(`${name}: Arabic with Latin letters (put code in keep): ${said.ar}`);
  for (const k of Object.keys(said.keep ?? {})) if (!OTHERS.some((l) => placeholders(said[l]).includes(k))) bad.push(`${name}: keep.${k} is not used`);
  return bad;
}

describe("the translated details", () => {
  it("are keyed by English that is still in the source (a reworded detail fails here instead of losing its translation)", () => {
    expect(texts.length).toBeGreaterThan(5000);
    const gone = Object.keys(DETAILS).filter((key) => !texts.includes(key) && !templates.some((re) => re.test(key)));
    expect(gone).toEqual([]);
    // A pattern's fixed words (two words or more between its {values}) are in the source, or in zod's own English.
    const corpus = [...texts, ...zodTexts].join("\n").toLowerCase();
    const missing = PATTERNS.flatMap((p) =>
      p.en
        .split(/\{\w+\}/)
        .map((chunk) => chunk.replace(/^[\s:;,.()"“”]+|[\s:;,.()"“”]+$/g, ""))
        .filter((chunk) => chunk.split(" ").length >= 2 && !corpus.includes(chunk.toLowerCase()))
        .map((chunk) => `${p.en}: "${chunk}"`),
    );
    expect(missing).toEqual([]);
  });

  it("follow the catalogues' rules: every language, the same {values}, Arabic words only (code kept apart)", () => {
    const bad = [
      ...Object.entries(DETAILS).flatMap(([english, said]) => ruleBreaks(english, english, said, [])),
      ...PATTERNS.flatMap((p) => ruleBreaks(p.en, p.en, p, placeholders(p.en))),
    ];
    expect(bad).toEqual([]);
    expect(Object.keys(DETAILS).length).toBeGreaterThan(300);
  });

  it("translate every zod message of lib/validation and of every use case's input, and every limit's answer", async () => {
    const modules = import.meta.glob<Record<string, unknown>>(["/lib/**/*.ts", "!/lib/**/*.test.ts", "!/lib/i18n/**"]);
    const wanted = Object.keys(modules).filter((path) => path.startsWith("/lib/validation/") || /\bdefineUseCase\(/.test(readFileSync(join(ROOT, path), "utf8")));
    expect(wanted.length).toBeGreaterThan(100);
    const schemas: unknown[] = Object.values(operations).map((o) => o.input);
    const messages = new Set<string>();
    const limitMessages = (limits: unknown) => {
      for (const limit of [limits].flat() as { message?: unknown }[]) if (typeof limit?.message === "string") messages.add(limit.message);
    };
    for (const path of wanted) {
      for (const value of Object.values(await modules[path]())) {
        if (value instanceof z.ZodType) schemas.push(value);
        else if (value && typeof value === "object" && "run" in value && "input" in value) {
          schemas.push((value as UseCase).input);
          limitMessages((value as UseCase).limits);
        }
      }
    }
    const seen = new Set<unknown>();
    const say = (error: unknown) => {
      if (typeof error !== "function") return;
      try {
        const m = error({ code: "custom", input: undefined, path: [] });
        const text = typeof m === "string" ? m : m?.message;
        if (typeof text === "string") messages.add(text);
      } catch {
        // A message built from a real issue only: not this test's to guess.
      }
    };
    const walk = (s: unknown): void => {
      const def = (s as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
      if (!def || seen.has(s)) return;
      seen.add(s);
      say(def.error);
      for (const check of (def.checks as { _zod?: { def?: { error?: unknown } } }[] | undefined) ?? []) say(check._zod?.def?.error);
      for (const [key, value] of Object.entries(def)) {
        if (key === "shape" && value && typeof value === "object") Object.values(value).forEach(walk);
        else if (Array.isArray(value)) value.forEach(walk);
        else walk(value);
      }
    };
    schemas.forEach(walk);
    Object.values(LIMITS).forEach(limitMessages);
    expect(messages.size).toBeGreaterThan(150);
    const untranslated = [...messages].filter((m) => OTHERS.some((l) => sayIn(m, l) === m)).sort();
    expect(untranslated).toEqual([]);
  });

  it("fill a pattern's values, said in the language where they are words (amounts, spans, dates)", () => {
    expect(sayIn(GLUT_REFUSALS.overRemaining.replace("{left}", "2.5 kg"), "es")).toBe("Solo quedan 2.5 kg");
    expect(sayIn(GLUT_REFUSALS.overMax.replace("{max}", "3 bunches"), "ar")).toBe("هذا أكثر مما يحق لبستاني واحد: حتى 3 حزم");
    expect(sayIn(FULL.replaceAll("{n}", "12"), "es")).toBe("Este día de intercambio está completo (12 de 12 asistentes). Vuelve a intentarlo más tarde: alguien podría darse de baja.");
    expect(sayIn(RESERVE_NEEDS_GARDENER.replace("{id}", "42"), "ar")).toBe('يتطلب الحجز البستاني المحجوز له: استخدم POST /api/listings/42/reserve مع {"user_id"} (شخصًا تحدثت معه)');
    expect(sayIn("This account is suspended until 12 June 2026 at 14:05 UTC.", "es")).toBe("Esta cuenta está suspendida hasta el 12 de junio de 2026 a las 14:05 (UTC).");
    expect(sayIn("Raspberries keeps about 2 days once picked: pick a date no later than 2026-06-03", "ar")).toBe("يبقى Raspberries صالحًا نحو يومين بعد قطفه: اختر تاريخًا لا يتجاوز 2026-06-03");
    expect(sayIn("Tomato seed keeps about 1 year: pick a date no later than 2027-01-01", "es")).toBe("Las semillas de Tomato se conservan alrededor de 1 año: elige una fecha no posterior al 2027-01-01");
    expect(sayIn("Too small: expected string to have >=1 characters", "es")).toBe("Demasiado pequeño: se esperaba que string tuviera >=1 caracteres");
    // A field is a lowercase name: an English sentence of the same shape is not taken for one.
    expect(sayIn("Some new sentence is required", "es")).toBe("Some new sentence is required");
    expect(sayIn("constructor", "es")).toBe("constructor");
    expect(detailIn([{ loc: ["query", "mine"], msg: "mine must be true or false", type: "invalid_type" }], "es")).toEqual([{ loc: ["query", "mine"], msg: "mine debe ser true o false", type: "invalid_type" }]);
  });
});

describe("the doors answer in the caller's language", () => {
  beforeEach(() => resetLimits());

  it("route(): a body's field issues and a query's, in Spanish and Arabic (Accept-Language), with Content-Language", async () => {
    const ana = await createUser();
    const post = (lang: string) => listingsPOST(req("/api/listings/", { token: ana.token, json: { title: "ab", type_id: 9, category_id: 1 }, headers: { "accept-language": lang } }));
    const english = (await (await post("en")).json()) as { detail: { loc: string[]; msg: string }[] };
    expect(english.detail.map((i) => i.msg)).toEqual(expect.arrayContaining([MSG.titleMin, MSG.type]));
    const spanish = await post("es-ES");
    expect(spanish.headers.get("content-language")).toBe("es");
    const msgs = ((await spanish.json()) as { detail: { loc: string[]; msg: string }[] }).detail.map((i) => i.msg);
    expect(msgs).toEqual(expect.arrayContaining(["El título debe tener al menos 3 caracteres", "El tipo debe ser venta (1), intercambio (2) o regalo (3)"]));
    const query = await listingsGET(req("/api/listings/?mine=maybe&within_km=far", { headers: { "accept-language": "ar" } }));
    expect(query.status).toBe(422);
    const arabic = ((await query.json()) as { detail: { loc: string[]; msg: string }[] }).detail;
    expect(arabic.find((i) => i.loc.join(".") === "query.mine")?.msg).toBe("يجب أن تكون قيمة mine إما true أو false");
    expect(arabic.find((i) => i.loc.join(".") === "query.within_km")?.msg).toBe("يجب أن يكون within_km رقمًا أكبر من 0 و500 على الأكثر");
  });

  it("publicRoute() and the node door: a sentence detail in the caller's language", async () => {
    const missing = publicRoute(async () => {
      throw notFound(LISTING_NOT_FOUND);
    });
    expect(await (await missing(req("/api/x", { headers: { "accept-language": "ar" } }))).json()).toEqual({ detail: "الإعلان غير موجود" });
    const server: Server = createServer((rq, rs) => {
      if (!nodeDoor(rq, rs)) rs.writeHead(599).end();
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/listings/?limit=abc`, { headers: { "accept-language": "es", "accept-encoding": "identity" } });
      expect(res.headers.get("content-language")).toBe("es");
      expect(await res.json()).toEqual({ detail: [{ loc: ["query", "limit"], msg: "limit debe ser un número entero de 1 a 100", type: expect.any(String) }] });
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});

describe("server actions answer in the page's language", () => {
  let language = "en";
  const page = outsideNext({ headers: () => ({ "accept-language": language }) });
  afterAll(() => {
    language = "en";
  });

  it("a refusal and a success sentence in Spanish; English by default", async () => {
    const ana = await createUser({ verified: false });
    const [{ tokenVersion }] = await db().select({ tokenVersion: schema.users.tokenVersion }).from(schema.users).where(eq(schema.users.id, ana.id));
    await page.signIn({ id: ana.id, username: ana.username, tokenVersion });
    language = "en";
    expect(await resendVerificationAction({})).toMatchObject({ ok: true, data: { message: VERIFICATION_SENT } });
    language = "es-MX,es;q=0.9";
    expect(await resendVerificationAction({})).toMatchObject({ ok: true, data: { message: es.detailsActions.verificationSent } });
    const refused = (await reserveAction({ id: 999_999_999, user_id: ana.id })) as ActionResult<unknown>;
    expect(refused).toMatchObject({ ok: false, status: 404, error: "Anuncio no encontrado" });
    await page.signIn(null);
    expect(await reserveAction({ id: 1, user_id: 2 })).toMatchObject({ ok: false, status: 401, error: "No has iniciado sesión" });
  });

  it("every success sentence has its words in the catalogue, in the use case's English", () => {
    for (const [english, key] of Object.entries(ACTION_SENTENCES)) expect(en.detailsActions[key], key).toBe(english);
    expect(Object.values(ACTION_SENTENCES).sort()).toEqual(Object.keys(en.detailsActions).sort());
  });
});

describe("socket acks in the gardener's language", () => {
  const gone = defineUseCase({ name: "test.gone", caller: "signed-in", input: z.object({}), run: async () => { throw notFound(LISTING_NOT_FOUND); } });
  const socketOf = (language: "es" | "ar" | null, acceptLanguage?: string) =>
    ({ data: { viewer: { ...testViewer({ id: 5, username: "s", sessionId: "x" }), language } }, handshake: { address: "127.0.0.1", headers: acceptLanguage ? { "accept-language": acceptLanguage } : {} } }) as unknown as AuthedSocket;

  it("their setting, else the handshake's Accept-Language, else English", async () => {
    expect(socketLocale(socketOf("ar", "es"))).toBe("ar");
    expect(socketLocale(socketOf(null, "es-AR,es;q=0.8"))).toBe("es");
    expect(socketLocale(socketOf(null))).toBe("en");
    const acks: unknown[] = [];
    for (const s of [socketOf("ar"), socketOf(null, "es"), socketOf(null)]) await socketEvent(gone)(s)({}, (r: unknown) => acks.push(r));
    expect(acks).toEqual([
      { ok: false, status: 404, error: "الإعلان غير موجود" },
      { ok: false, status: 404, error: "Anuncio no encontrado" },
      { ok: false, status: 404, error: LISTING_NOT_FOUND },
    ]);
  });
});

describe("the photo notices of the browser's compression", () => {
  it("are the catalogue's English by default (the forms pass their own words)", () => {
    expect(PHOTO_WORDS).toEqual(en.detailsPhoto);
  });
});
