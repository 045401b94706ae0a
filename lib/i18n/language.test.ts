import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as profileGET, PATCH as profilePATCH } from "@/app/api/auth/profile/route";
import { GET as languageGET } from "@/app/language/route";
import { GET as listingGET } from "@/app/api/listings/[id]/route";
import { POST as listingsPOST } from "@/app/api/listings/route";
import { db, schema } from "@/db";
import { verifyToken } from "@/lib/auth/session";
import { resetLimits } from "@/lib/rate-limit";
import { proxy } from "@/proxy";
import { createUser, params, req } from "@/test/http";
import { LISTING_NOT_FOUND, MSG } from "@/lib/validation/listings";
import { BAD_LANGUAGE, LOCALES } from "./locales";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { MESSAGES, translator } from "./translate";

beforeEach(() => resetLimits());

const patch = (token: string | null, json: unknown) => profilePATCH(req("/api/auth/profile", { method: "PATCH", token, json }));
const languageOf = async (id: number) => (await db().select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, id)))[0].language;

describe("a gardener's language (issue 38): PATCH /api/auth/profile { language }", () => {
  it("is null until chosen (the browser decides), then kept, and every session's viewer carries it", async () => {
    const ana = await createUser();
    expect(await (await profileGET(req("/api/auth/profile", { token: ana.token }))).json()).toMatchObject({ language: null });
    expect((await verifyToken(ana.token))?.language).toBeNull();
    const res = await patch(ana.token, { language: "ar" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ language: "ar" });
    expect(await languageOf(ana.id)).toBe("ar");
    expect((await verifyToken(ana.token))?.language).toBe("ar");
  });

  it("refuses a language we do not speak (422 with the reason), anonymous and suspended callers (401); nothing changes", async () => {
    const ana = await createUser();
    expect((await patch(null, { language: "es" })).status).toBe(401);
    for (const language of ["fr", "ES", "", 1, null, "es-MX"]) {
      const res = await patch(ana.token, { language });
      expect(res.status, JSON.stringify(language)).toBe(422);
      if (language === "fr") expect(await res.json()).toEqual({ detail: [{ loc: ["body", "language"], msg: BAD_LANGUAGE, type: "invalid_value" }] });
    }
    expect(await languageOf(ana.id)).toBeNull();
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, ana.id));
    expect((await patch(ana.token, { language: "es" })).status).toBe(401);
    expect(await languageOf(ana.id)).toBeNull();
  });
});

describe("GET /language: a visitor's chooser", () => {
  const get = (path: string, headers: Record<string, string> = {}) => languageGET(new Request(new URL(path, "http://localhost:3000"), { headers }));

  it("keeps the choice in a cookie and goes back to the page (next, else our own Referer, else /)", async () => {
    const res = await get("/language?set=es&next=/listings/5");
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/listings/5");
    expect(res.headers.get("set-cookie")).toMatch(/^gs_lang=es; Path=\/; Expires=.+; Max-Age=31536000; HttpOnly; SameSite=lax$/i);
    const fromReferer = await get("/language?set=ar", { referer: "http://localhost:3000/crops/tomato?x=1" });
    expect(new URL(fromReferer.headers.get("location")!).pathname + new URL(fromReferer.headers.get("location")!).search).toBe("/crops/tomato?x=1");
    // The page's own ?lang= would outvote the choice just made: it is dropped on the way back.
    const withLang = await get("/language?set=en&next=%2Flistings%2F5%3Flang%3Dar");
    expect(new URL(withLang.headers.get("location")!).search).toBe("");
    // The login page is a fine place to come back to (safeNextPath refuses it after a login, not here).
    expect(new URL((await get("/language?set=es&next=%2Flogin%3Fnext%3D%252Fmessages")).headers.get("location")!).pathname).toBe("/login");
  });

  it("never sends anyone to another site, and refuses a language we do not speak (422, no cookie)", async () => {
    for (const next of ["https://evil.example/", "//evil.example", "/\\evil.example", "/.//evil.example"]) {
      const res = await get(`/language?set=es&next=${encodeURIComponent(next)}`);
      expect(new URL(res.headers.get("location")!).host, next).toBe(new URL(res.headers.get("location")!, "http://localhost:3000").host);
      expect(res.headers.get("location")!, next).not.toContain("evil.example");
    }
    const otherReferer = await get("/language?set=es", { referer: "https://evil.example/page" });
    expect(new URL(otherReferer.headers.get("location")!).pathname).toBe("/");
    const bad = await get("/language?set=fr");
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ detail: BAD_LANGUAGE });
    expect(bad.headers.get("set-cookie")).toBeNull();
  });
});

describe("proxy.ts hands a link's ?lang= to the render, and only that", () => {
  const forwarded = (url: string, headers: Record<string, string> = {}) => {
    const res = proxy(new NextRequest(new URL(url, "http://localhost:3000"), { headers }));
    return res.headers.get("x-middleware-request-x-gs-locale");
  };
  it("sets the header from ?lang=, and clears one a client sent itself (it is not in the page cache's key)", () => {
    expect(forwarded("/listings/5?lang=ar")).toBe("ar");
    expect(forwarded("/listings/5?lang=fr")).toBeNull();
    expect(forwarded("/listings/5", { "x-gs-locale": "ar" })).toBeNull();
    expect(forwarded("/listings/5?lang=xx", { "x-gs-locale": "es" })).toBeNull();
  });
});

describe("the catalogues", () => {
  const leaves = (o: object, prefix = ""): [string, string][] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
  // The {values} at the top level of an ICU message (a plural's options, "{mile}", are words, not values).
  const placeholders = (text: string) => {
    const names: string[] = [];
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === "{") {
        if (depth === 0) names.push(/^\{(\w+)/.exec(text.slice(i))?.[1] ?? "?");
        depth++;
      } else if (text[i] === "}") depth--;
    }
    return names.sort();
  };

  it("every language has every English key, none empty, none left in English, with the same {values}", () => {
    const english = new Map(leaves(en));
    for (const [name, messages] of [["es", es], ["ar", ar]] as const) {
      const theirs = new Map(leaves(messages));
      expect([...theirs.keys()].sort(), name).toEqual([...english.keys()].sort());
      for (const [key, text] of theirs) {
        expect(text.trim(), `${name} ${key}`).not.toBe("");
        expect(placeholders(text), `${name} ${key}`).toEqual(placeholders(english.get(key)!));
        // Words that are the same in both (a brand, "GardenSwap") are fine; a whole English sentence is not.
        if (english.get(key)!.split(" ").length > 2) expect(text, `${name} ${key}`).not.toBe(english.get(key));
      }
      // Arabic words only, once the {values}, tags and names (GardenSwap, JSON) are set aside.
      if (name === "ar")
        for (const [key, text] of theirs) {
          const words = text
            .replace(/\{\w+, (?:plural|select),/g, "")
            .replace(/\b(?:zero|one|two|few|many|other)\s*\{/g, "")
            .replace(/\{\w+\}|<\/?\w+>|GardenSwap|JSON/g, "");
          expect(words, `ar ${key}`).not.toMatch(/[A-Za-z]/);
        }
    }
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  it("formats values in each language", () => {
    expect(translator("en", "settings")("detailsIntro", { username: "rosie" })).toBe("Your user name @rosie stays as it is; other gardeners know you by it.");
    expect(translator("es", "settings")("detailsIntro", { username: "rosie" })).toContain("@rosie");
    expect(translator("ar", "shell")("marketplace")).toBe("السوق");
  });
});

describe("the API's detail in the caller's language (Accept-Language, else their setting)", () => {
  const missing = (headers: Record<string, string>, token?: string) => listingGET(req("/api/listings/999999999", { headers, token }), params({ id: "999999999" }));

  it("answers in Spanish or Arabic when asked, with Content-Language; English stays the SPEC's words", async () => {
    const en = await missing({});
    expect(await en.json()).toEqual({ detail: LISTING_NOT_FOUND });
    expect(en.headers.get("content-language")).toBe("en");
    const es = await missing({ "accept-language": "es-MX,es;q=0.9" });
    expect(es.status).toBe(404);
    expect(await es.json()).toEqual({ detail: "Anuncio no encontrado" });
    expect(es.headers.get("content-language")).toBe("es");
    expect(await (await missing({ "accept-language": "ar" })).json()).toEqual({ detail: "الإعلان غير موجود" });
    expect(await (await missing({ "accept-language": "fr-FR" })).json()).toEqual({ detail: LISTING_NOT_FOUND });
    const anonymous = await listingsPOST(req("/api/listings/", { json: { title: "x" }, headers: { "accept-language": "es" } }));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ detail: "No has iniciado sesión" });
  });

  it("a gardener's own setting decides over the header; field issues keep their loc and type", async () => {
    const ana = await createUser();
    expect((await patch(ana.token, { language: "ar" })).status).toBe(200);
    expect(await (await missing({ "accept-language": "es" }, ana.token)).json()).toEqual({ detail: "الإعلان غير موجود" });
    const bad = await listingsPOST(req("/api/listings/", { token: ana.token, json: { title: "", type_id: 2, category_id: 1 } }));
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { detail: { loc: string[]; msg: string; type: string }[] };
    const title = body.detail.find((i) => i.loc.join(".") === "body.title");
    expect(title?.msg).not.toBe(MSG.titleRequired);
    expect(title?.msg).toMatch(/[\u0600-\u06ff]/);
    expect(bad.headers.get("content-language")).toBe("ar");
  });
});
