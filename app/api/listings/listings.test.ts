import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeMessage } from "@/db/factories";
import { GET as imageGET } from "@/app/api/images/[file]/route";
import { createUser, params, req, type TestUser } from "@/test/http";
import { GET as listGET, POST as listPOST } from "./route";
import { DELETE as oneDELETE, GET as oneGET, PATCH as onePATCH } from "./[id]/route";
import { PATCH as visPATCH } from "./[id]/visibility/route";
import { POST as reservePOST } from "./[id]/reserve/route";

let owner: TestUser, friend: TestUser, stranger: TestUser;
let pub: number, priv: number, hidden: number;

const ids = async (res: Response) => ((await res.json()) as { id: number }[]).map((l) => l.id);
const get = (path: string, token?: string) => listGET(req(path, { token }));
const one = (id: number | string, token?: string) => oneGET(req(`/api/listings/${id}`, { token }), params({ id: String(id) }));
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#8a5a3b" } }).png().toBuffer();

beforeAll(async () => {
  [owner, friend, stranger] = await Promise.all([createUser(), createUser(), createUser()]);
  await makeFriendship(db(), owner.id, friend.id, "accepted");
  await makeFriendship(db(), stranger.id, owner.id, "pending");
  pub = (await makeListing(db(), owner.id, { title: "Public tomatoes", isPublic: true })).id;
  priv = (await makeListing(db(), owner.id, { title: "Friends-only beans", isPublic: false })).id;
  hidden = (await makeListing(db(), owner.id, { title: "Taken down kale", isPublic: true, isActive: false })).id;
});

describe("visibility", () => {
  it("anonymous: public and active only, in lists and detail", async () => {
    expect(await ids(await get(`/api/listings/?user_id=${owner.id}`))).toEqual([pub]);
    expect((await one(pub)).status).toBe(200);
    for (const id of [priv, hidden]) {
      const res = await one(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "Listing not found" });
    }
  });

  it("stranger (even with a pending request): only public", async () => {
    expect(await ids(await get(`/api/listings/?user_id=${owner.id}`, stranger.token))).toEqual([pub]);
    expect((await one(priv, stranger.token)).status).toBe(404);
    expect((await one(hidden, stranger.token)).status).toBe(404);
    expect(await ids(await get(`/api/listings/?friends=true`, stranger.token))).toEqual([]);
  });

  it("accepted friend: public and friends-only, never taken-down", async () => {
    expect((await ids(await get(`/api/listings/?user_id=${owner.id}`, friend.token))).sort()).toEqual([pub, priv].sort());
    expect((await ids(await get(`/api/listings/?friends=true`, friend.token))).sort()).toEqual([pub, priv].sort());
    expect((await one(priv, friend.token)).status).toBe(200);
    expect((await one(hidden, friend.token)).status).toBe(404);
  });

  it("owner: everything of theirs with mine=true", async () => {
    expect((await ids(await get(`/api/listings/?mine=true`, owner.token))).sort()).toEqual([pub, priv, hidden].sort());
    expect((await one(hidden, owner.token)).status).toBe(200);
  });

  it("public=true never shows private or taken-down listings to anyone", async () => {
    for (const token of [undefined, owner.token, friend.token, stranger.token]) {
      const got = await ids(await get(`/api/listings/?public=true`, token));
      expect(got).toContain(pub);
      expect(got).not.toContain(priv);
      expect(got).not.toContain(hidden);
    }
  });

  it("mine and friends need a signed-in caller", async () => {
    expect((await get(`/api/listings/?mine=true`)).status).toBe(401);
    expect((await get(`/api/listings/?friends=true`)).status).toBe(401);
  });

  it("search never reaches private listings", async () => {
    expect(await ids(await get(`/api/listings/?q=beans`, stranger.token))).toEqual([]);
    expect(await ids(await get(`/api/listings/?q=beans`, friend.token))).toEqual([priv]);
    expect(await ids(await get(`/api/listings/?q=kale`, friend.token))).toEqual([]);
  });

  it("images follow the listing's visibility", async () => {
    const form = new FormData();
    form.set("title", "Secret squash");
    form.set("type_id", "2");
    form.set("is_public", "false");
    form.set("image", new Blob([new Uint8Array(await png())], { type: "image/png" }), "squash.png");
    const created = await (await listPOST(req("/api/listings/", { token: owner.token, form }))).json();
    const file = String(created.featured_image).replace("images/", "");
    const image = (token?: string) => imageGET(req(`/api/images/${file}`, { token }), params({ file }));
    expect((await image(owner.token)).status).toBe(200);
    expect((await image(friend.token)).status).toBe(200);
    expect((await image(stranger.token)).status).toBe(404);
    expect((await image()).status).toBe(404);
    // Taken down: the owner only, friends included out.
    const down = await onePATCH(req(`/api/listings/${created.id}`, { method: "PATCH", token: owner.token, json: { is_active: false } }), params({ id: String(created.id) }));
    expect(down.status).toBe(200);
    expect((await image(owner.token)).status).toBe(200);
    expect((await image(friend.token)).status).toBe(404);
  });
});

describe("the listing answer", () => {
  it("carries every field of SPEC §3 with numbers as numbers", async () => {
    const body = await (await one(pub)).json();
    expect(Object.keys(body).sort()).toEqual(
      ["id", "title", "description", "price", "currency", "is_active", "is_public", "group_only", "type_id", "state_id", "category_id", "featured_image", "owner_id", "owner_username", "owner_profile_picture", "created_at", "distance_bucket", "location_label", "available_until", "handover", "quantity", "unit", "max_per_person", "remaining", "fair_chance_until", "help_yourself"].sort(),
    );
    // Issue 32: how it changes hands, null until the owner says.
    expect(body.handover).toBeNull();
    for (const k of ["id", "price", "type_id", "state_id", "category_id", "owner_id"]) expect(typeof body[k]).toBe("number");
    expect(body.owner_username).toBe(owner.username);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999", "999999"])("id %s is 404, never 500", async (id) => {
    const res = await one(id);
    expect(res.status).toBe(404);
  });

  it.each([
    ["category_id=9"],
    ["category_id=x"],
    ["type_id=4"],
    ["sort=random"],
    ["min_price=-3"],
    ["limit=0"],
    ["limit=1000"],
    ["user_id=abc"],
    ["mine=perhaps"],
    ["cursor=garbage"],
  ])("bad query %s is 422", async (qs) => {
    const res = await get(`/api/listings/?${qs}`, owner.token);
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toBeTruthy();
  });
});

describe("GET /api/listings/ query errors", () => {
  it("name the query parameter: loc [\"query\", name], with the parameter's message", async () => {
    const u = await createUser();
    for (const [qs, name, msg] of [
      ["limit=1000", "limit", "limit must be a whole number from 1 to 100"],
      ["mine=perhaps", "mine", "mine must be true or false"],
      ["type_id=1,4", "type_id", "type_id must be 1, 2 or 3"],
      ["within_km=-1", "within_km", "within_km must be a number greater than 0 and at most 500"],
    ]) {
      const res = await get(`/api/listings/?${qs}`, u.token);
      expect(res.status, qs).toBe(422);
      expect((await res.json()).detail[0], qs).toMatchObject({ loc: ["query", name], msg });
    }
  });
});

describe("POST /api/listings/", () => {
  const valid = { title: "Runner beans", description: "A handful", price: 3, type_id: 1, category_id: 2, is_public: true };

  it("creates from JSON as the caller, ignoring owner_id and other server fields", async () => {
    const res = await listPOST(req("/api/listings/", { token: stranger.token, json: { ...valid, owner_id: owner.id, id: 1, owner_username: "x" } }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ title: "Runner beans", price: 3, type_id: 1, category_id: 2, is_public: true, is_active: true, state_id: 1, owner_id: stranger.id });
    expect(body.id).not.toBe(1);
  });

  it("creates from multipart with an image, metadata stripped, stored as a path under /api", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(valid)) form.set(k, String(v));
    form.set("image", new Blob([new Uint8Array(await png())], { type: "image/png" }), "beans.png");
    const res = await listPOST(req("/api/listings/", { token: owner.token, form }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.featured_image).toMatch(/^images\/[a-f0-9]{64}\.webp$/);
    expect(body.is_public).toBe(true);
  });

  it("exchange and giveaway store price 0", async () => {
    const body = await (await listPOST(req("/api/listings/", { token: owner.token, json: { ...valid, type_id: 3, price: 12 } }))).json();
    expect(body.price).toBe(0);
  });

  it.each([
    [{ ...valid, title: "ab" }, "Title must be at least 3 characters long"],
    [{ ...valid, title: "   abc  ".replace("abc", "a") }, "Title must be at least 3 characters long"],
    [{ ...valid, price: 0 }, "Price must be greater than 0 for sell listings"],
    [{ ...valid, price: "abc" }, "Price must be a number"],
    [{ ...valid, description: "x".repeat(1001) }, "Description must be at most 1000 characters"],
    [{ ...valid, type_id: 7 }, "Type must be sell (1), exchange (2) or giveaway (3)"],
    [{ ...valid, category_id: 0 }, "Category must be produce (1), seeds (2) or plants (3)"],
  ])("validates %j", async (payload, msg) => {
    const res = await listPOST(req("/api/listings/", { token: owner.token, json: payload }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.detail.map((d: { msg: string }) => d.msg)).toContain(msg);
  });

  it("refuses anonymous callers, malformed bodies and non-images", async () => {
    const before = (await db().select({ id: schema.listings.id }).from(schema.listings)).length;
    expect((await listPOST(req("/api/listings/", { json: valid }))).status).toBe(401);
    expect((await listPOST(req("/api/listings/", { token: owner.token, body: "{nope", headers: { "content-type": "application/json" } }))).status).toBe(422);
    const form = new FormData();
    for (const [k, v] of Object.entries(valid)) form.set(k, String(v));
    form.set("image", new Blob(["not an image"], { type: "image/png" }), "x.png");
    expect((await listPOST(req("/api/listings/", { token: owner.token, form }))).status).toBe(422);
    expect((await db().select({ id: schema.listings.id }).from(schema.listings)).length).toBe(before);
  });
});

describe("PATCH, visibility and DELETE: owner only", () => {
  const patch = (id: number, token: string | undefined, json: unknown) => onePATCH(req(`/api/listings/${id}`, { method: "PATCH", token, json }), params({ id: String(id) }));
  const titleOf = async (id: number) => (await db().select({ t: schema.listings.title }).from(schema.listings).where(eq(schema.listings.id, id)))[0]?.t;

  it("the owner edits; only SPEC §7 fields are written; sell → exchange sets price 0", async () => {
    const l = await makeListing(db(), owner.id, { title: "Chard", typeId: 1, price: 5 });
    const res = await patch(l.id, owner.token, { title: "Rainbow chard", type_id: 2, owner_id: stranger.id, state_id: 3 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: "Rainbow chard", type_id: 2, price: 0, state_id: 3, owner_id: owner.id });
  });

  it("edit rules: title not blank, sell needs a price above 0 (non-numeric counts as 0)", async () => {
    const l = await makeListing(db(), owner.id, { title: "Leeks", typeId: 2 });
    expect((await (await patch(l.id, owner.token, { title: "  " })).json()).detail[0].msg).toBe("Title is required");
    expect((await (await patch(l.id, owner.token, { type_id: 1 })).json()).detail[0].msg).toBe("Price must be greater than 0 for sell listings");
    expect((await (await patch(l.id, owner.token, { type_id: 1, price: "abc" })).json()).detail[0].msg).toBe("Price must be greater than 0 for sell listings");
    expect(await titleOf(l.id)).toBe("Leeks");
  });

  it("friend gets 403, stranger 404 on a friends-only listing, anonymous 401: nothing changes", async () => {
    const l = await makeListing(db(), owner.id, { title: "Garlic", isPublic: false });
    const f = await patch(l.id, friend.token, { title: "Mine now" });
    expect(f.status).toBe(403);
    expect(await f.json()).toEqual({ detail: "You do not have permission to edit this listing" });
    expect((await patch(l.id, stranger.token, { title: "Mine now" })).status).toBe(404);
    expect((await patch(l.id, undefined, { title: "Mine now" })).status).toBe(401);
    expect(await titleOf(l.id)).toBe("Garlic");
  });

  it("a stranger gets 403 on a public listing", async () => {
    const res = await patch(pub, stranger.token, { title: "Mine now" });
    expect(res.status).toBe(403);
    expect(await titleOf(pub)).toBe("Public tomatoes");
  });

  it("visibility: owner toggles; others refused", async () => {
    const l = await makeListing(db(), owner.id, { isPublic: false });
    const vis = (token: string | undefined, json: unknown) => visPATCH(req(`/api/listings/${l.id}/visibility`, { method: "PATCH", token, json }), params({ id: String(l.id) }));
    expect((await vis(friend.token, { is_public: true })).status).toBe(403);
    expect((await vis(stranger.token, { is_public: true })).status).toBe(404);
    expect((await vis(undefined, { is_public: true })).status).toBe(401);
    expect((await one(l.id)).status).toBe(404);
    expect((await vis(owner.token, { is_public: "maybe" })).status).toBe(422);
    const ok = await vis(owner.token, { is_public: true });
    expect(ok.status).toBe(200);
    expect((await ok.json()).is_public).toBe(true);
    expect((await one(l.id)).status).toBe(200);
  });

  it("delete: 403 with the spec's message for others, the owner deletes with the picture", async () => {
    const form = new FormData();
    form.set("title", "Delete me");
    form.set("type_id", "3");
    form.set("is_public", "true");
    form.set("image", new Blob([new Uint8Array(await sharp({ create: { width: 30, height: 30, channels: 3, background: "#123456" } }).png().toBuffer())]), "d.png");
    const created = await (await listPOST(req("/api/listings/", { token: owner.token, form }))).json();
    const hash = String(created.featured_image).slice(7, 71);
    const del = (token?: string) => oneDELETE(req(`/api/listings/${created.id}`, { method: "DELETE", token }), params({ id: String(created.id) }));
    const denied = await del(stranger.token);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ detail: "You do not have permission to delete this listing" });
    expect((await del()).status).toBe(401);
    expect((await one(created.id)).status).toBe(200);
    expect((await del(owner.token)).status).toBe(204);
    expect((await one(created.id, owner.token)).status).toBe(404);
    expect(await db().select({ h: schema.images.hash }).from(schema.images).where(eq(schema.images.hash, hash))).toEqual([]);
    expect((await del(owner.token)).status).toBe(404);
  });
});

describe("state_id goes through the trade steps (POST and PATCH)", () => {
  const patch = (id: number, token: string | undefined, json: unknown) => onePATCH(req(`/api/listings/${id}`, { method: "PATCH", token, json }), params({ id: String(id) }));
  const row = async (id: number) => (await db().select({ title: schema.listings.title, state: schema.listings.stateId }).from(schema.listings).where(eq(schema.listings.id, id)))[0];
  const tradesOfListing = async (id: number) =>
    (await db().select().from(schema.trades).where(eq(schema.trades.listingId, id)).orderBy(schema.trades.id)).map((t) => [t.state, t.receiverId]);
  let taker: TestUser;
  beforeAll(async () => {
    taker = await createUser();
    await makeMessage(db(), taker.id, owner.id, "Is it still available?");
  });

  it("2 without a gardener: 422 pointing to /reserve, and nothing of the PATCH is written", async () => {
    const l = await makeListing(db(), owner.id, { title: "Chard" });
    const res = await patch(l.id, owner.token, { title: "Rainbow chard", state_id: 2 });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: `Reserving needs the gardener it is for: use POST /api/listings/${l.id}/reserve with {"user_id"} (someone you talked to)` });
    expect(await row(l.id)).toEqual({ title: "Chard", state: 1 });
    expect(await tradesOfListing(l.id)).toEqual([]);
    // Already reserved (through /reserve): 2 again changes nothing.
    await reservePOST(req(`/api/listings/${l.id}/reserve`, { token: owner.token, json: { user_id: taker.id } }), params({ id: String(l.id) }));
    expect((await patch(l.id, owner.token, { state_id: 2 })).status).toBe(200);
    expect(await tradesOfListing(l.id)).toEqual([["reserved", taker.id]]);
  });

  it("3 completes with the gardener it is reserved for (who is told), else with someone else; 1 releases", async () => {
    const a = await makeListing(db(), owner.id, { title: "Beans" });
    expect((await patch(a.id, owner.token, { state_id: 3 })).status).toBe(200);
    expect(await tradesOfListing(a.id)).toEqual([["done", null]]);
    // 1 reopens a listing completed with someone else: that record is withdrawn.
    expect((await patch(a.id, owner.token, { state_id: 1 })).status).toBe(200);
    expect(await row(a.id)).toMatchObject({ state: 1 });
    expect(await tradesOfListing(a.id)).toEqual([["released", null]]);

    const b = await makeListing(db(), owner.id, { title: "Peas" });
    await reservePOST(req(`/api/listings/${b.id}/reserve`, { token: owner.token, json: { user_id: taker.id } }), params({ id: String(b.id) }));
    expect((await patch(b.id, owner.token, { state_id: 1 })).status).toBe(200);
    expect(await tradesOfListing(b.id)).toEqual([["released", taker.id]]);
    await reservePOST(req(`/api/listings/${b.id}/reserve`, { token: owner.token, json: { user_id: taker.id } }), params({ id: String(b.id) }));
    expect((await patch(b.id, owner.token, { state_id: 3 })).status).toBe(200);
    expect(await tradesOfListing(b.id)).toEqual([["released", taker.id], ["given", taker.id]]);
    const told = await db().select().from(schema.notifications).where(eq(schema.notifications.userId, taker.id));
    // Reserved twice while the first "reserved for you" was unread: told once (issue 29 L2).
    expect(told.filter((n) => n.listingId === b.id).map((n) => n.kind).sort()).toEqual(["trade_completed", "trade_reserved"]);
    // Handed over to a gardener: it cannot be made available again.
    const back = await patch(b.id, owner.token, { state_id: 1 });
    expect(back.status).toBe(409);
    expect(await back.json()).toEqual({ detail: "This listing is already handed over" });
    expect(await row(b.id)).toMatchObject({ state: 3 });
  });

  it("only the owner: the counterpart, a stranger and anonymous are refused and nothing changes", async () => {
    const l = await makeListing(db(), owner.id, { title: "Onions" });
    await reservePOST(req(`/api/listings/${l.id}/reserve`, { token: owner.token, json: { user_id: taker.id } }), params({ id: String(l.id) }));
    expect((await patch(l.id, taker.token, { state_id: 3 })).status).toBe(403);
    expect((await patch(l.id, stranger.token, { state_id: 1 })).status).toBe(403);
    expect((await patch(l.id, undefined, { state_id: 1 })).status).toBe(401);
    expect(await row(l.id)).toEqual({ title: "Onions", state: 2 });
    expect(await tradesOfListing(l.id)).toEqual([["reserved", taker.id]]);
  });

  it("POST with state_id 3 records a completion with someone else; 2 is refused and nothing is created", async () => {
    const base = { title: "Leeks", type_id: 3, is_public: true };
    const done = await listPOST(req("/api/listings/", { token: owner.token, json: { ...base, state_id: 3 } }));
    expect(done.status).toBe(201);
    const body = await done.json();
    expect(body.state_id).toBe(3);
    expect(await tradesOfListing(body.id)).toEqual([["done", null]]);
    const count = async () => (await db().select({ id: schema.listings.id }).from(schema.listings)).length;
    const before = await count();
    const res = await listPOST(req("/api/listings/", { token: owner.token, json: { ...base, state_id: 2 } }));
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toMatch(/POST \/api\/listings\/\{id\}\/reserve/);
    expect(await count()).toBe(before);
  });
});

describe("filters, sorting and keyset pagination", () => {
  let seller: TestUser;
  beforeAll(async () => {
    seller = await createUser();
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 25; i++) {
      await makeListing(db(), seller.id, {
        title: `Pumpkin ${i}`,
        typeId: i % 3 === 0 ? 1 : i % 3 === 1 ? 2 : 3,
        price: i % 3 === 0 ? (i % 5) + 1 : 0,
        categoryId: (i % 3) + 1,
        isPublic: true,
        // Several rows share one timestamp: the id breaks ties, so no row is skipped or repeated.
        createdAt: new Date(base + Math.floor(i / 4) * 1000),
      });
    }
  });

  async function all(qs: string, limit: number) {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 50; guard++) {
      const res = await get(`/api/listings/?user_id=${seller.id}&${qs}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      seen.push(...(await ids(res)));
      cursor = res.headers.get("x-next-cursor");
      if (!cursor) break;
      expect(res.headers.get("link")).toContain('rel="next"');
    }
    return seen;
  }

  it.each(["newest", "oldest", "highest", "lowest"])("%s: pages of 4 equal one big page, no repeats", async (sort) => {
    const paged = await all(`sort=${sort}`, 4);
    const whole = await all(`sort=${sort}`, 100);
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(25);
  });

  it("public without a category merges the per-category pages in order", async () => {
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/api/listings/?public=true&q=pumpkin&limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      paged.push(...(await ids(res)));
      cursor = res.headers.get("x-next-cursor");
    } while (cursor);
    const merged: number[] = [];
    cursor = null;
    do {
      const res = await get(`/api/listings/?public=true&limit=6${cursor ? `&cursor=${cursor}` : ""}`);
      merged.push(...(await ids(res)));
      cursor = res.headers.get("x-next-cursor");
    } while (cursor);
    const mine = merged.filter((id) => paged.includes(id));
    expect(mine).toEqual(paged);
    expect(new Set(merged).size).toBe(merged.length);
  });

  it("sorts by price and filters by type, price range and category", async () => {
    const res = await get(`/api/listings/?user_id=${seller.id}&type_id=1&sort=highest&min_price=2&max_price=4`);
    const body = (await res.json()) as { price: number; type_id: number }[];
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((l) => l.type_id === 1 && l.price >= 2 && l.price <= 4)).toBe(true);
    expect(body.map((l) => l.price)).toEqual([...body.map((l) => l.price)].sort((a, b) => b - a));
    const cat = (await (await get(`/api/listings/?user_id=${seller.id}&category_id=3`)).json()) as { category_id: number }[];
    expect(cat.length).toBe(8);
    expect(cat.every((l) => l.category_id === 3)).toBe(true);
    const types = (await (await get(`/api/listings/?user_id=${seller.id}&type_id=2,3`)).json()) as { type_id: number }[];
    expect(types.every((l) => l.type_id !== 1)).toBe(true);
  });

  it("a cursor of another sort is refused", async () => {
    const res = await get(`/api/listings/?user_id=${seller.id}&limit=2&sort=newest`);
    const cursor = res.headers.get("x-next-cursor");
    expect((await get(`/api/listings/?user_id=${seller.id}&limit=2&sort=lowest&cursor=${cursor}`)).status).toBe(422);
  });

  it("text search covers titles and descriptions", async () => {
    await makeListing(db(), seller.id, { title: "Mystery box", description: "Contains heirloom parsnips", isPublic: true });
    expect((await (await get(`/api/listings/?q=parsnips`)).json()).map((l: { title: string }) => l.title)).toEqual(["Mystery box"]);
    expect((await (await get(`/api/listings/?q=myster`)).json()).map((l: { title: string }) => l.title)).toEqual(["Mystery box"]);
    expect((await get(`/api/listings/?q=${encodeURIComponent("100% _off\\")}`)).status).toBe(200);
  });
});
