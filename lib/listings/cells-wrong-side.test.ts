/**
 * The private map from the wrong side (issue 38): a cell counts only what the viewer may see under
 * the one visibility rule. Each owner sits alone in their own town; each row says who finds a cell
 * there. Friends-only, group-only, blocked either way, suspended owners, taken-down and completed
 * listings are not counted for those who may not see them. And the map changes nothing.
 */
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeUser } from "@/db/factories";
import { seedGroup } from "@/lib/groups/fixture";
import { centroid, cubeText, resolveNear } from "@/lib/places";
import { resetLimits } from "@/lib/rate-limit";
import { invoke } from "@/lib/use-case";
import { testViewer } from "@/test/viewer";
import { listCells } from "./list-cells";

const WHO = ["anonymous", "stranger", "friend", "member", "blocked", "owner"] as const;
type Who = (typeof WHO)[number];
const TOWNS = { friendsOnly: "Leeds, England", groupOnly: "York, England", blocking: "Bath, England", suspended: "Exeter, England", takenDown: "Lincoln, England", completed: "Durham, England", public: "Norwich, England" } as const;
type Row = keyof typeof TOWNS;
const people = {} as Record<Exclude<Who, "anonymous">, { id: number; username: string }>;
const owners = {} as Record<Row, { id: number; username: string }>;

/** Does `who` find a cell at the row's town (a box of about 40 km around it, zoom 10)? */
async function seesCell(who: Who, row: Row): Promise<boolean> {
  const p = resolveNear(TOWNS[row])!;
  const viewerUser = who === "owner" ? owners[row] : who === "anonymous" ? null : people[who];
  const viewer = viewerUser && testViewer({ id: viewerUser.id, username: viewerUser.username, sessionId: "s" });
  const cells = await invoke(listCells, viewer, { bbox: [p.lon - 0.3, p.lat - 0.2, p.lon + 0.3, p.lat + 0.2].join(","), zoom: "10" });
  return cells.length > 0;
}

beforeAll(async () => {
  for (const w of WHO.slice(1, -1)) people[w as Exclude<Who, "anonymous" | "owner">] = await makeUser(db());
  for (const row of Object.keys(TOWNS) as Row[]) {
    const o = await makeUser(db(), { loc: cubeText(centroid(resolveNear(TOWNS[row])!)) });
    owners[row] = o;
    await makeFriendship(db(), o.id, people.friend.id);
    await db().insert(schema.blocks).values({ blockerId: people.blocked.id, blockedId: o.id });
  }
  await makeListing(db(), owners.friendsOnly.id, { title: "Friends' leeks", isPublic: false });
  const group = await seedGroup({ name: "York allotments", ownerId: owners.groupOnly.id, members: [{ userId: people.member.id }] });
  const only = await makeListing(db(), owners.groupOnly.id, { title: "Group rhubarb", isPublic: false, groupOnly: true });
  await db().insert(schema.listingGroups).values({ listingId: only.id, groupId: group.id });
  await makeListing(db(), owners.blocking.id, { title: "Blocked beans", isPublic: true });
  await makeListing(db(), owners.suspended.id, { title: "Suspended squash", isPublic: true });
  await db().update(schema.users).set({ suspendedUntil: sql`now() + interval '7 days'` }).where(eq(schema.users.id, owners.suspended.id));
  await makeListing(db(), owners.takenDown.id, { title: "Taken-down turnips", isPublic: true, isActive: false });
  await makeListing(db(), owners.completed.id, { title: "Given garlic", isPublic: true, stateId: 3 });
  await makeListing(db(), owners.public.id, { title: "Public parsnips", isPublic: true });
});

beforeEach(() => resetLimits());

/** Who finds a cell, per row: the visibility rule's answer for each viewer. */
const EXPECTED: Record<Row, Who[]> = {
  friendsOnly: ["friend", "owner"],
  groupOnly: ["member", "owner"],
  blocking: ["anonymous", "stranger", "friend", "member", "owner"],
  suspended: ["owner"],
  takenDown: [],
  completed: [],
  public: ["anonymous", "stranger", "friend", "member", "owner"],
};

describe("GET /api/listings/cells counts only what the viewer may see", () => {
  for (const row of Object.keys(EXPECTED) as Row[]) {
    it(`${row}: ${EXPECTED[row].join(", ") || "nobody"}`, async () => {
      const seen: Who[] = [];
      for (const who of WHO) if (await seesCell(who, row)) seen.push(who);
      expect(seen).toEqual(EXPECTED[row]);
    });
  }

  it("asking changes nothing", async () => {
    const before = await db().select({ n: count() }).from(schema.listings);
    for (const who of WHO) await seesCell(who, "public");
    expect(await db().select({ n: count() }).from(schema.listings)).toEqual(before);
  });

  it("refuses a box the wrong way round, a zoom out of range, an unknown crop and a box too large for its zoom (422)", async () => {
    const bad = [
      { bbox: "10,50,0,51", zoom: "10" },
      { bbox: "0,50,10", zoom: "10" },
      { bbox: "0,50,10,51", zoom: "30" },
      { bbox: "0,50,10,51", zoom: "10", crop: "no-such-crop" },
      { bbox: "-180,-85,180,85", zoom: "14" },
    ];
    for (const input of bad) await expect(invoke(listCells, null, input), JSON.stringify(input)).rejects.toMatchObject({ kind: "invalid" });
  });
});
