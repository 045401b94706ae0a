import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { makeWant } from "@/db/factories";
import { createUser, params, req, type TestUser } from "@/test/http";
import { invoke } from "@/lib/use-case";
import { saveWants } from "@/lib/wants/save-wants";
import { GET, POST } from "./route";
import { DELETE, PATCH } from "./[id]/route";
import { testViewer } from "@/test/viewer";

let me: TestUser, other: TestUser;
const viewer = (u: TestUser) => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "x" }));
const titles = async (userId: number) => (await db().select({ t: schema.wantItems.title }).from(schema.wantItems).where(eq(schema.wantItems.userId, userId))).map((r) => r.t).sort();

beforeAll(async () => {
  [me, other] = await Promise.all([createUser(), createUser()]);
});

describe("want-listings", () => {
  it("creates, lists own and anyone's (public wish lists), numbers as numbers", async () => {
    const res = await POST(req("/api/listings/want-listings", { token: me.token, json: { title: "Garlic bulbs", category_id: 3, user_id: other.id } }));
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toEqual({ id: expect.any(Number), title: "Garlic bulbs", category_id: 3, dormant_until: null }); // no place: never asleep
    expect(await (await GET(req("/api/listings/want-listings", { token: me.token }))).json()).toEqual([created]);
    expect(await (await GET(req(`/api/listings/want-listings?user_id=${me.id}`))).json()).toEqual([created]);
    expect(await (await GET(req(`/api/listings/want-listings?user_id=${other.id}`, { token: me.token }))).json()).toEqual([]);
  });

  it("own list needs a caller; bad user_id is 422", async () => {
    expect((await GET(req("/api/listings/want-listings"))).status).toBe(401);
    const bad = await GET(req("/api/listings/want-listings?user_id=abc"));
    expect(bad.status).toBe(422);
    expect((await bad.json()).detail[0]).toMatchObject({ loc: ["query", "user_id"], msg: "user_id must be a positive whole number" });
    expect((await POST(req("/api/listings/want-listings", { json: { title: "Leeks" } }))).status).toBe(401);
  });

  it("validates titles and categories", async () => {
    const short = await POST(req("/api/listings/want-listings", { token: me.token, json: { title: "ab", category_id: 1 } }));
    expect(short.status).toBe(422);
    expect((await short.json()).detail[0].msg).toBe("Each item must have at least 3 characters");
    expect((await POST(req("/api/listings/want-listings", { token: me.token, json: { title: "Leeks", category_id: 4 } }))).status).toBe(422);
    expect((await POST(req("/api/listings/want-listings", { token: me.token, body: "[", headers: { "content-type": "application/json" } }))).status).toBe(422);
  });

  it("at most 5 per category", async () => {
    const u = await createUser();
    for (let i = 0; i < 5; i++) expect((await POST(req("/api/listings/want-listings", { token: u.token, json: { title: `Seed ${i}`, category_id: 2 } }))).status).toBe(201);
    const sixth = await POST(req("/api/listings/want-listings", { token: u.token, json: { title: "Seed 6", category_id: 2 } }));
    expect(sixth.status).toBe(422);
    expect((await sixth.json()).detail[0].msg).toBe("You can have at most 5 items per category");
    expect((await POST(req("/api/listings/want-listings", { token: u.token, json: { title: "Plant 1", category_id: 3 } }))).status).toBe(201);
    expect((await titles(u.id)).length).toBe(6);
  });

  it("only the owner renames or deletes; others change nothing", async () => {
    const w = await makeWant(db(), me.id, { title: "Chilli seeds", categoryId: 2 });
    const p = (token?: string, json: unknown = { title: "Hijacked" }) => PATCH(req(`/api/listings/want-listings/${w.id}`, { method: "PATCH", token, json }), params({ id: String(w.id) }));
    const d = (token?: string) => DELETE(req(`/api/listings/want-listings/${w.id}`, { method: "DELETE", token }), params({ id: String(w.id) }));
    expect((await p(other.token)).status).toBe(403);
    expect((await p()).status).toBe(401);
    expect((await d(other.token)).status).toBe(403);
    expect((await d()).status).toBe(401);
    expect(await titles(me.id)).toContain("Chilli seeds");
    expect((await p(me.token, { title: "x" })).status).toBe(422);
    const renamed = await p(me.token, { title: "Habanero seeds", category_id: 1 });
    expect(await renamed.json()).toEqual({ id: w.id, title: "Habanero seeds", category_id: 2, dormant_until: null });
    expect((await d(me.token)).status).toBe(204);
    expect((await d(me.token)).status).toBe(404);
    expect((await PATCH(req(`/api/listings/want-listings/abc`, { method: "PATCH", token: me.token, json: { title: "abc" } }), params({ id: "abc" }))).status).toBe(404);
  });
});

describe("saveWants (the /post-want form)", () => {
  it("deletes, creates and updates together", async () => {
    const u = await createUser();
    const a = await makeWant(db(), u.id, { title: "Apples", categoryId: 1 });
    const b = await makeWant(db(), u.id, { title: "Pears", categoryId: 1 });
    const saved = await invoke(saveWants, viewer(u), {
      items: [
        { id: a.id, title: "Apples", category_id: 1, toDelete: true },
        { id: b.id, title: "Asian pears", category_id: 1 },
        { title: "Tulip bulbs", category_id: 3 },
        { title: "", category_id: 2 },
      ],
    });
    expect(saved.map((w) => w.title)).toEqual(["Asian pears", "Tulip bulbs"]);
  });

  it("refuses short titles, an empty list and a sixth item, changing nothing", async () => {
    const u = await createUser();
    await makeWant(db(), u.id, { title: "Beans", categoryId: 2 });
    await expect(invoke(saveWants, viewer(u), { items: [{ title: "ab", category_id: 1 }] })).rejects.toThrow("Each item must have at least 3 characters");
    await expect(invoke(saveWants, viewer(u), { items: [{ title: " ", category_id: 1 }] })).rejects.toThrow("Please add at least one item to your wish list");
    const six = Array.from({ length: 5 }, (_, i) => ({ title: `Seeds ${i}`, category_id: 2 }));
    await expect(invoke(saveWants, viewer(u), { items: six })).rejects.toThrow("You can have at most 5 items per category");
    expect(await titles(u.id)).toEqual(["Beans"]);
  });

  it("cannot touch someone else's wishes", async () => {
    const u = await createUser();
    const theirs = await makeWant(db(), other.id, { title: "Rhubarb" });
    await expect(invoke(saveWants, viewer(u), { items: [{ id: theirs.id, title: "Rhubarb", category_id: 1, toDelete: true }, { title: "Leeks", category_id: 1 }] })).rejects.toThrow("Wish not found");
    expect(await titles(other.id)).toContain("Rhubarb");
    await expect(invoke(saveWants, null, { items: [] })).rejects.toThrow();
  });
});
