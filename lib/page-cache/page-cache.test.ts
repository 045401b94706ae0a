import { createServer, type Server } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbHandle, schema } from "@/db";
import { makeListing, makeMessage, makeUser } from "@/db/factories";
import { gzipJoined, gzipParts } from "./gzip-parts";
import { listenForPublicChanges } from "./listen";
import { pageCacheKey, pageTags, tagsOfChange } from "./policy";
import { createPageCache } from "./serve";
import { PageStore } from "./store";

const { listings, users, trades, groups, groupMembers, listingGroups, events, eventRsvps, eventBringing } = schema;
const page = (tags: string[]) => ({ status: 200, headers: [] as [string, string][], parts: [Buffer.from("<html>")], deflated: [], nonce: null, tags });
const until = async (ok: () => boolean, ms = 1_000) => {
  for (const t0 = Date.now(); !ok(); ) {
    if (Date.now() - t0 > ms) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
};

describe("which requests the page cache may answer (lib/page-cache/policy)", () => {
  const get = (url: string, headers: Record<string, string> = {}, method = "GET") => pageCacheKey({ method, url, headers });
  it("keys an anonymous visitor's public pages by path, sorted query, area and language", () => {
    expect(get("/")).toBe("/||en");
    expect(get("/listings?tab=public&category=all")).toBe(get("/listings?category=all&tab=public"));
    expect(get("/listings/12", { cookie: "gs_area=97214; theme=x" })).toBe("/listings/12|97214|en");
    expect(get("/seller/3", {}, "HEAD")).toBe("/seller/3||en");
    expect(get("/crops/tomato")).toBe("/crops/tomato||en");
    expect(get("/groups/4")).toBe("/groups/4||en");
    expect(get("/events/9")).toBe("/events/9||en");
  });
  it("keeps each language's page apart, decided as the page decides it (issue 38)", () => {
    // Without the language in the key, the first visitor's Spanish page would be every visitor's.
    expect(get("/listings/12", { "accept-language": "es-MX,es;q=0.9" })).toBe("/listings/12||es");
    expect(get("/listings/12", { cookie: "gs_lang=ar", "accept-language": "es" })).toBe("/listings/12||ar");
    expect(get("/listings/12?lang=es", { cookie: "gs_lang=ar" })).toBe("/listings/12?lang=es||es");
    expect(get("/listings/12", { "accept-language": "fr-FR" })).toBe(get("/listings/12"));
    expect(get("/listings/12", { cookie: "gs_lang=xx" })).toBe(get("/listings/12"));
    // A request header of our own (proxy.ts sets it from ?lang=) is not a way in: the proxy overwrites it.
    expect(get("/listings/12", { "x-gs-locale": "ar" })).toBe(get("/listings/12"));
  });
  it("never keys anything signed in, an RSC request, another method or another page", () => {
    expect(get("/listings", { cookie: "next-auth.session-token=abc" })).toBeNull();
    expect(get("/listings", { cookie: "a=b; __Secure-next-auth.session-token.0=abc" })).toBeNull();
    expect(get("/listings", { authorization: "Bearer x" })).toBeNull();
    expect(get("/listings", { rsc: "1" })).toBeNull();
    expect(get("/listings?_rsc=abc")).toBeNull();
    expect(get("/listings", { "next-router-prefetch": "1" })).toBeNull();
    expect(get("/listings", {}, "POST")).toBeNull();
    for (const path of ["/my-listings", "/messages", "/login", "/listings/new", "/listings/3/edit", "/api/listings/", "/settings", "/seller/x", "/groups", "/groups/new", "/groups/4/members", "/groups/join/abc", "/events", "/events/new", "/events/9/swapped"]) expect(get(path)).toBeNull();
    expect(get(`/listings?q=${"x".repeat(2000)}`)).toBeNull();
  });
  it("tags pages by what they show, and changes by what they touch", () => {
    expect(pageTags("/listings/5|")).toEqual(["listing:5", "listing-pages"]);
    expect(pageTags("/seller/7|97214")).toEqual(["seller:7"]);
    expect(pageTags("/listings?tab=public|")).toEqual(["market"]);
    expect(pageTags("/crops/kale|")).toEqual(["crops"]);
    expect(tagsOfChange("l:5.7,6.7")).toEqual(expect.arrayContaining(["listing:5", "listing:6", "seller:7", "market", "crops"]));
    expect(tagsOfChange("u:7")).toEqual(expect.arrayContaining(["seller:7", "listing-pages", "market", "crops"]));
    expect(tagsOfChange("t:5.7.9")).toEqual(expect.arrayContaining(["listing:5", "seller:7", "seller:9"]));
    expect(pageTags("/groups/4|")).toEqual(["group:4", "group-pages"]);
    expect(tagsOfChange("g:4,5")).toEqual(["group:4", "group:5", "event-pages"]);
    expect(pageTags("/events/9|")).toEqual(["event:9", "event-pages"]);
    expect(tagsOfChange("e:9,10")).toEqual(["event:9", "event:10", "group-pages"]);
    expect(tagsOfChange("l:5.7")).toContain("event-pages");
    expect(tagsOfChange("u:7")).toContain("event-pages");
    expect(tagsOfChange("l:5.7")).toContain("group-pages");
    expect(tagsOfChange("u:7")).toContain("group-pages");
    expect(tagsOfChange("all")).toBe("all");
    expect(tagsOfChange("zz")).toBe("all");
  });
});

describe("the page store (lib/page-cache/store)", () => {
  it("purges by tag, forgets after its time, evicts the least recently used, and keeps no render that began before a purge", () => {
    let now = 0;
    const store = new PageStore(4_000, 60_000, () => now);
    store.set("/listings/1|", page(["listing:1"]), store.begin());
    store.set("/seller/2|", page(["seller:2"]), store.begin());
    expect(store.purge(["listing:1"])).toBe(1);
    expect(store.get("/listings/1|")).toBeNull();
    expect(store.get("/seller/2|")).not.toBeNull();
    now = 61_000;
    expect(store.get("/seller/2|")).toBeNull();
    // A render that started before a purge may show what the purge was about: not kept.
    const started = store.begin();
    store.purge(["seller:9"]);
    expect(store.set("/seller/9|", page(["seller:9"]), started)).toBe(false);
    // Over its budget, the least recently used page goes first.
    const big = (tags: string[]) => ({ ...page(tags), parts: [Buffer.alloc(900)] });
    for (const k of ["a", "b", "c", "d"]) store.set(`/crops/${k}|`, big(["crops"]), store.begin());
    store.get("/crops/a|");
    store.set("/crops/e|", big(["crops"]), store.begin());
    expect(store.get("/crops/b|")).toBeNull();
    expect(store.get("/crops/a|")).not.toBeNull();
    expect(store.usedBytes).toBeLessThanOrEqual(4_000);
  });
});

describe("a kept page compressed once, a fresh nonce in every answer (lib/page-cache/gzip-parts)", () => {
  it("makes a valid gzip of the parts joined by any nonce, empty parts and a page without one included", () => {
    const html = Buffer.from(`<html><script nonce="N">${"<p>kale</p>".repeat(3000)}</script><script nonce="N"></script>`);
    const cases = [html.toString().split("N").map((p) => Buffer.from(p)), [Buffer.from("")], [Buffer.from(""), Buffer.from("")], [html]];
    for (const parts of cases) {
      const kept = gzipParts(parts);
      for (const nonce of ["", "x", Buffer.from(crypto.randomUUID()).toString("base64")]) {
        const z = gzipJoined(kept, Buffer.from(nonce));
        expect(gunzipSync(z).toString()).toBe(parts.map(String).join(nonce));
      }
    }
    // Compressed, not stored: the 33 KB page travels in well under a tenth.
    expect(gzipJoined(gzipParts([html]), Buffer.from("")).length).toBeLessThan(html.length / 10);
  });
});

describe("the database announces every change a public page shows, to every instance (db/migrations/0020)", () => {
  const instances: { store: PageStore; stop: () => Promise<void>; heard: string[] }[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const store = new PageStore(1 << 24, 60_000);
      const heard: string[] = [];
      const l = await listenForPublicChanges(dbHandle(), (p) => (heard.push(p), store.purge(tagsOfChange(p))), () => store.purge("all"));
      await until(l.listening, 10_000);
      instances.push({ store, stop: l.stop, heard });
    }
  });
  afterAll(async () => {
    for (const i of instances) await i.stop();
  });
  const fill = (keys: string[]) => {
    for (const { store } of instances) for (const k of keys) store.set(k, page(pageTags(k)), store.begin());
  };
  const gone = (key: string) => until(() => instances.every(({ store }) => !store.get(key)));
  const quiet = async () => {
    await new Promise((r) => setTimeout(r, 150));
    for (const i of instances) i.heard.length = 0;
  };

  it("drops a listing's page, its seller's page and the marketplace on both instances for every change the visibility rule reads", async () => {
    const owner = await makeUser(db(), { username: "cachedowner" });
    const other = await makeUser(db(), { username: "cachedother" });
    const l = await makeListing(db(), owner.id, { title: "Cached kale" });
    const changes: [string, () => Promise<unknown>][] = [
      ["edited", () => db().update(listings).set({ title: "Cached kale!" }).where(eq(listings.id, l.id))],
      ["hidden by a moderator", () => db().update(listings).set({ hiddenAt: new Date() }).where(eq(listings.id, l.id))],
      ["made friends-only", () => db().update(listings).set({ isPublic: false }).where(eq(listings.id, l.id))],
      ["completed", () => db().update(listings).set({ stateId: 3 }).where(eq(listings.id, l.id))],
      ["reserved (a trade)", () => db().insert(trades).values({ listingId: l.id, giverId: owner.id, receiverId: other.id, state: "reserved" })],
      ["owner renamed", () => db().update(users).set({ username: "cachedowner2" }).where(eq(users.id, owner.id))],
      // Decision 0229: the price on every page of theirs is in the seller's currency.
      ["owner's currency changed", () => db().update(users).set({ currency: "GBP" }).where(eq(users.id, owner.id))],
      ["owner suspended", () => db().update(users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(users.id, owner.id))],
      ["owner banned", () => db().update(users).set({ bannedAt: new Date() }).where(eq(users.id, owner.id))],
      ["deleted", () => db().delete(listings).where(eq(listings.id, l.id))],
    ];
    for (const [what, change] of changes) {
      await quiet();
      const keys = [`/listings/${l.id}|`, `/seller/${owner.id}|`, "/listings?tab=public|", "/|97214"];
      fill(keys);
      await change();
      for (const key of keys) expect(await gone(key), `${what}: ${key} still cached`).toBe(true);
    }
    // The owner's account deleted: their seller page and every listing page go.
    await quiet();
    fill([`/seller/${owner.id}|`, "/listings/999999|"]);
    await db().delete(users).where(eq(users.id, owner.id));
    expect(await gone(`/seller/${owner.id}|`)).toBe(true);
    expect(await gone("/listings/999999|")).toBe(true);
  });

  it("drops a group's page for a change to the group, its members or the listings shown in it (db/migrations/0023)", async () => {
    const owner = await makeUser(db(), { username: "groupcacheowner" });
    const basil = await makeUser(db(), { username: "groupcachebasil" });
    const [g] = await db().insert(groups).values({ name: "Cached garden", kind: "community_garden", place: "Portland, OR" }).returning({ id: groups.id });
    const l = await makeListing(db(), owner.id, { title: "Cached chard" });
    const changes: [string, () => Promise<unknown>][] = [
      ["a member joined", () => db().insert(groupMembers).values({ groupId: g.id, userId: owner.id, role: "owner", status: "member" })],
      ["an ask approved", () => db().insert(groupMembers).values({ groupId: g.id, userId: basil.id, status: "member" })],
      ["a member removed", () => db().update(groupMembers).set({ status: "removed" }).where(eq(groupMembers.userId, basil.id))],
      ["a listing shown", () => db().insert(listingGroups).values({ listingId: l.id, groupId: g.id })],
      ["hidden in the group", () => db().update(listingGroups).set({ hiddenAt: new Date() }).where(eq(listingGroups.groupId, g.id))],
      ["the listing edited", () => db().update(listings).set({ title: "Cached chard!" }).where(eq(listings.id, l.id))],
      ["the group renamed", () => db().update(groups).set({ name: "Cached garden!" }).where(eq(groups.id, g.id))],
      ["a member left", () => db().delete(groupMembers).where(eq(groupMembers.userId, basil.id))],
      ["the group hidden", () => db().update(groups).set({ hiddenAt: new Date() }).where(eq(groups.id, g.id))],
    ];
    for (const [what, change] of changes) {
      await quiet();
      fill([`/groups/${g.id}|`]);
      await change();
      expect(await gone(`/groups/${g.id}|`), `${what}: still cached`).toBe(true);
    }
  });

  it("drops a swap day's page and the group pages for a change to it, its RSVPs or what is brought (db/migrations/0026)", async () => {
    const organizer = await makeUser(db(), { username: "eventcacheorg" });
    const basil = await makeUser(db(), { username: "eventcachebasil" });
    const [g] = await db().insert(groups).values({ name: "Event garden", kind: "community_garden", place: "Portland, OR" }).returning({ id: groups.id });
    const l = await makeListing(db(), basil.id, { title: "Swapped squash" });
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    const [e] = await db()
      .insert(events)
      .values({ groupId: g.id, organizerId: organizer.id, title: "Seed swap", startsAt, endsAt: new Date(startsAt.getTime() + 7_200_000), place: "Portland, OR" })
      .returning({ id: events.id });
    const changes: [string, () => Promise<unknown>][] = [
      ["an RSVP", () => db().insert(eventRsvps).values({ eventId: e.id, userId: basil.id })],
      ["a listing brought", () => db().insert(eventBringing).values({ eventId: e.id, listingId: l.id, userId: basil.id })],
      ["no longer brought", () => db().delete(eventBringing).where(eq(eventBringing.eventId, e.id))],
      ["the swap day moved", () => db().update(events).set({ place: "Beaverton, OR" }).where(eq(events.id, e.id))],
      ["the swap day hidden", () => db().update(events).set({ hiddenAt: new Date() }).where(eq(events.id, e.id))],
      ["its group hidden", () => db().update(groups).set({ hiddenAt: new Date() }).where(eq(groups.id, g.id))],
      ["the organiser suspended", () => db().update(users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(users.id, organizer.id))],
    ];
    for (const [what, change] of changes) {
      await quiet();
      fill([`/events/${e.id}|`, `/groups/${g.id}|`]);
      await change();
      expect(await gone(`/events/${e.id}|`), `${what}: the event page still cached`).toBe(true);
      expect(await gone(`/groups/${g.id}|`), `${what}: the group page still cached`).toBe(true);
    }
  });

  it("keeps every page through changes no public page shows (a message, a login, a match mail)", async () => {
    const a = await makeUser(db(), { username: "quietone" });
    const b = await makeUser(db(), { username: "quiettwo" });
    await quiet();
    const keys = [`/seller/${a.id}|`, "/listings?tab=public|", "/listings/424242|"];
    fill(keys);
    await makeMessage(db(), a.id, b.id, "hello");
    await db().update(users).set({ tokenVersion: 7, lastMatchEmailAt: new Date(), emailMessages: false }).where(eq(users.id, a.id));
    await new Promise((r) => setTimeout(r, 300));
    for (const { store, heard } of instances) {
      expect(heard).toEqual([]);
      for (const k of keys) expect(store.get(k), k).not.toBeNull();
    }
  });
});

describe("answering from the cache (lib/page-cache/serve)", () => {
  let server: Server;
  let base = "";
  let renders = 0;
  let store: PageStore;
  beforeAll(async () => {
    store = new PageStore(1 << 24, 60_000);
    const cache = createPageCache(store, { enabled: () => true });
    server = createServer((req, res) =>
      cache.serve(req, res, () => {
        renders++;
        const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
        res.setHeader("content-security-policy", `script-src 'nonce-${nonce}' 'strict-dynamic'`);
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("cache-control", "private, no-cache");
        const html = `<html><script nonce="${nonce}">1</script><p>${req.url} ${"x".repeat(3000)}</p><script nonce="${nonce}">2</script></html>`;
        // Half the renders arrive compressed, as Next sends them to a browser.
        setTimeout(() => {
          if (/gzip/.test(String(req.headers["accept-encoding"]))) {
            res.setHeader("content-encoding", "gzip");
            res.end(gzipSync(html));
          } else res.end(html);
        }, 50);
      }),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("renders once, then answers with the same page under a fresh nonce in both the header and the scripts", async () => {
    renders = 0;
    const first = await fetch(`${base}/listings/77`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstBody = await first.text();
    await until(() => store.size > 0);
    const second = await fetch(`${base}/listings/77`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("cache-control")).toBe("private, no-cache");
    const body = await second.text();
    const nonceOf = (s: string | null) => /nonce-([^']+)'/.exec(s ?? "")![1];
    const n1 = nonceOf(first.headers.get("content-security-policy"));
    const n2 = nonceOf(second.headers.get("content-security-policy"));
    expect(n2).not.toBe(n1);
    expect(body).toBe(firstBody.split(n1).join(n2));
    expect(body.match(new RegExp(`nonce="${n2.replace(/[+/=]/g, "\\$&")}"`, "g"))).toHaveLength(2);
    expect(renders).toBe(1);
  });

  it("renders for anyone signed in, every time, and keeps nothing of it", async () => {
    renders = 0;
    const before = store.size;
    for (let i = 0; i < 2; i++) {
      const r = await fetch(`${base}/seller/5`, { headers: { cookie: "next-auth.session-token=abc" } });
      expect(r.headers.get("x-page-cache")).toBeNull();
      await r.text();
    }
    expect(renders).toBe(2);
    expect(store.size).toBe(before);
  });

  it("a crowd arriving at once for a page not yet kept waits for one render", async () => {
    renders = 0;
    const answers = await Promise.all(Array.from({ length: 12 }, () => fetch(`${base}/crops/kale`, { headers: { "accept-encoding": "gzip" } }).then((r) => r.text())));
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => a.replace(/nonce="[^"]+"/g, "")))).toHaveProperty("size", 1);
  });

  it("renders again after a purge", async () => {
    await fetch(`${base}/seller/8`).then((r) => r.text());
    await until(() => store.size > 0);
    store.purge(["seller:8"]);
    renders = 0;
    const r = await fetch(`${base}/seller/8`);
    expect(r.headers.get("x-page-cache")).toBe("miss");
    await r.text();
    expect(renders).toBe(1);
  });
});
