import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeUser } from "@/db/factories";
import { keptRows, placeholder } from "@/db/prepared";
import { addDays, setClock, today } from "@/lib/clock";
import { listListings } from "@/lib/listings/list-listings";
import { invoke } from "@/lib/use-case";
import { testViewer } from "@/test/viewer";

/**
 * The marketplace list is one statement per shape, built once and kept (decision 0217): the three
 * per-category pages merged in SQL, the owner joined to the cut page. These check the merge against
 * the order the API promises, and that a kept statement carries no caller's values to the next call.
 */
type Item = { id: number; price: number; created_at: string; category_id: number };

let seller: { id: number; username: string };
const base = Date.UTC(2026, 0, 1);

beforeAll(async () => {
  seller = await makeUser(db());
  for (let i = 0; i < 24; i++) {
    await makeListing(db(), seller.id, {
      title: `Squash ${i}`,
      typeId: i % 3 === 0 ? 1 : 2,
      price: i % 3 === 0 ? (i % 4) + 1 : 0,
      categoryId: (i % 3) + 1,
      isPublic: true,
      // Ties across categories: three listings share each second, so the id decides between them.
      createdAt: new Date(base + Math.floor(i / 3) * 1000),
    });
  }
});

afterEach(() => setClock(undefined));

async function pages(sort: string, limit: number, viewer = null as ReturnType<typeof testViewer> | null) {
  const seen: Item[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 40; guard++) {
    const { items, nextCursor } = await invoke(listListings, viewer, { public: "true", user_id: String(seller.id), sort, limit: String(limit), cursor });
    seen.push(...(items as Item[]));
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return seen;
}

const orders: Record<string, (a: Item, b: Item) => number> = {
  newest: (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
  oldest: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  highest: (a, b) => b.price - a.price || b.id - a.id,
  lowest: (a, b) => a.price - b.price || a.id - b.id,
};

describe("the public list merged in one statement", () => {
  it.each(Object.keys(orders))("%s: pages of 5 across the three categories are the whole list in the promised order", async (sort) => {
    const paged = await pages(sort, 5);
    expect(paged.map((i) => i.id)).toEqual((await pages(sort, 100)).map((i) => i.id));
    expect(paged).toHaveLength(24);
    expect(new Set(paged.map((i) => i.category_id))).toEqual(new Set([1, 2, 3]));
    expect(paged.map((i) => i.id)).toEqual([...paged].sort(orders[sort]).map((i) => i.id));
  });

  it("answers each caller under the rule, whoever used the shape before (a block, then a stranger, then the block again)", async () => {
    const [blocked, stranger] = [await makeUser(db()), await makeUser(db())];
    await db().insert(schema.blocks).values({ blockerId: seller.id, blockedId: blocked.id });
    const asBlocked = testViewer({ id: blocked.id, username: blocked.username });
    const asStranger = testViewer({ id: stranger.id, username: stranger.username });
    expect(await pages("newest", 10, asBlocked)).toHaveLength(0);
    expect(await pages("newest", 10, asStranger)).toHaveLength(24);
    expect(await pages("newest", 10, asBlocked)).toHaveLength(0);
    expect(await pages("newest", 10)).toHaveLength(24);
  });

  it("reads today's date on every call: a listing leaves the kept list the day after its last day", async () => {
    const last = today();
    const { id } = await makeListing(db(), seller.id, { title: "Squash last day", isPublic: true, categoryId: 2, availableUntil: last, createdAt: new Date(base + 60_000) });
    expect((await pages("newest", 50)).map((i) => i.id)).toContain(id);
    const tomorrow = Date.parse(`${addDays(last, 1)}T12:00:00Z`);
    setClock(() => new Date(tomorrow));
    expect((await pages("newest", 50)).map((i) => i.id)).not.toContain(id);
    await db().delete(schema.listings).where(sql`${schema.listings.id} = ${id}`);
  });
});

describe("kept statements (db/prepared.ts)", () => {
  it("refuse a value written into a kept statement: only placeholders may vary", async () => {
    await expect(keptRows("test.frozen", () => sql`select ${seller.id}::int`, {})).rejects.toThrow(/placeholder/);
    expect(await keptRows("test.placeholder", () => sql`select ${placeholder("n")}::int + 1`, { n: 41 })).toEqual([[42]]);
    expect(await keptRows("test.placeholder", () => sql`select ${placeholder("n")}::int + 1`, { n: 1 })).toEqual([[2]]);
  });

  it("under tests, fail when one key is used for two shapes", async () => {
    await keptRows("test.shape", () => sql`select 1`, {});
    await expect(keptRows("test.shape", () => sql`select 2`, {})).rejects.toThrow(/whole shape/);
  });
});
