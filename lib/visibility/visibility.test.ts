import { and, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeUser } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { addDays, today } from "@/lib/clock";
import { listListings } from "@/lib/listings";
import { visibleTo } from "./index";
import { testViewer } from "@/test/viewer";

/**
 * The one listing rule as a matrix: each row is a listing's situation, each column a viewer, and
 * the cell whether that viewer sees it (detail, lists, images and notifications all use this rule).
 * The group rows (issue 34: members, pending, removed, hidden in a group, ...) are in group-visibility.test.ts.
 */
const VIEWERS = ["anonymous", "owner", "friend", "stranger", "counterpart", "third"] as const;
type Who = (typeof VIEWERS)[number];
const as = (u: { id: number; username: string }): Viewer => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "s" }));

let people: Record<Exclude<Who, "anonymous">, { id: number; username: string }>;
const rows: Record<string, number> = {};

async function trade(listingId: number, receiverId: number | null, state: (typeof schema.trades.$inferInsert)["state"]) {
  await db().insert(schema.trades).values({ listingId, giverId: people.owner.id, receiverId, state });
}

beforeAll(async () => {
  const [owner, friend, stranger, counterpart, third] = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser(db())));
  people = { owner, friend, stranger, counterpart, third };
  await makeFriendship(db(), owner.id, friend.id);
  const make = (l: Partial<typeof schema.listings.$inferInsert>) => makeListing(db(), owner.id, l).then((r) => r.id);
  rows["public, available"] = await make({});
  rows["friends only"] = await make({ isPublic: false });
  rows["taken down"] = await make({ isActive: false });
  rows["expired"] = await make({ availableUntil: addDays(today(), -1) });
  rows["reserved for the counterpart, friends only"] = await make({ isPublic: false, stateId: 2 });
  await trade(rows["reserved for the counterpart, friends only"], counterpart.id, "reserved");
  rows["completed with the counterpart"] = await make({ stateId: 3 });
  await trade(rows["completed with the counterpart"], counterpart.id, "received");
  rows["given, awaiting the counterpart's confirmation"] = await make({ stateId: 3 });
  await trade(rows["given, awaiting the counterpart's confirmation"], counterpart.id, "given");
  rows["released by the owner, then completed with someone else"] = await make({ stateId: 3 });
  await trade(rows["released by the owner, then completed with someone else"], counterpart.id, "released");
  await trade(rows["released by the owner, then completed with someone else"], null, "done");
  rows["completed with the counterpart, then hidden by a moderator"] = await make({ stateId: 3, hiddenAt: new Date() });
  rows["public, hidden by a moderator"] = await make({ hiddenAt: new Date() });
  await trade(rows["completed with the counterpart, then hidden by a moderator"], counterpart.id, "received");
});

async function matrix() {
  const out: Record<string, Who[]> = {};
  for (const name of Object.keys(rows)) out[name] = [];
  for (const who of VIEWERS) {
    const viewer = who === "anonymous" ? null : as(people[who]);
    const seen = await db()
      .select({ id: schema.listings.id })
      .from(schema.listings)
      .where(and(inArray(schema.listings.id, Object.values(rows)), visibleTo(viewer)));
    const ids = new Set(seen.map((r) => r.id));
    for (const [name, id] of Object.entries(rows)) if (ids.has(id)) out[name].push(who);
  }
  return out;
}

describe("the listing visibility matrix", () => {
  it("who sees what", async () => {
    expect(await matrix()).toEqual({
      "public, available": ["anonymous", "owner", "friend", "stranger", "counterpart", "third"],
      "friends only": ["owner", "friend"],
      "taken down": ["owner"],
      expired: ["owner"],
      // The counterpart of a trade sees its listing whatever its state; a third gardener does not.
      "reserved for the counterpart, friends only": ["owner", "friend", "counterpart"],
      "completed with the counterpart": ["owner", "counterpart"],
      "given, awaiting the counterpart's confirmation": ["owner", "counterpart"],
      "released by the owner, then completed with someone else": ["owner"],
      "completed with the counterpart, then hidden by a moderator": ["owner"],
      "public, hidden by a moderator": ["owner"],
    });
  });

  it("a block between the owner and the counterpart hides the traded listing from the counterpart", async () => {
    await db().insert(schema.blocks).values({ blockerId: people.owner.id, blockedId: people.counterpart.id });
    try {
      expect((await matrix())["completed with the counterpart"]).toEqual(["owner"]);
    } finally {
      await db().delete(schema.blocks);
    }
  });

  it("the marketplace's public and friends lists follow the same rule (a hidden listing, a block, a suspended owner)", async () => {
    const listed = async (who: Exclude<Who, "anonymous"> | "anonymous", flags: { public?: true; friends?: true }) => {
      const viewer = who === "anonymous" ? null : as(people[who]);
      const { items } = await listListings(viewer, { ...flags, limit: 100 });
      return items.map((l) => l.id).filter((id) => Object.values(rows).includes(id));
    };
    const name = (id: number) => Object.entries(rows).find(([, v]) => v === id)![0];
    expect((await listed("anonymous", { public: true })).map(name)).toEqual(["public, available"]);
    expect((await listed("stranger", { public: true })).map(name)).toEqual(["public, available"]);
    expect((await listed("friend", { friends: true })).map(name).sort()).toEqual(["friends only", "public, available", "reserved for the counterpart, friends only"]);
    await db().insert(schema.blocks).values({ blockerId: people.owner.id, blockedId: people.stranger.id });
    try {
      expect(await listed("stranger", { public: true })).toEqual([]);
    } finally {
      await db().delete(schema.blocks);
    }
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 3 * 86_400_000) }).where(inArray(schema.users.id, [people.owner.id]));
    try {
      expect(await listed("anonymous", { public: true })).toEqual([]);
      expect(await listed("friend", { friends: true })).toEqual([]);
    } finally {
      await db().update(schema.users).set({ suspendedUntil: null }).where(inArray(schema.users.id, [people.owner.id]));
    }
  });
});
