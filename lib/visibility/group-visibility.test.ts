import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makePicture, makeUser, makeWant } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { seedGroup } from "@/lib/groups/fixture";
import { canSeeImage } from "@/lib/images";
import { listListings } from "@/lib/listings";
import { getListing } from "@/lib/listings/get-listing";
import { deliverMatchEmails } from "@/lib/notifications/email";
import { notificationFor } from "@/lib/notifications";
import { listingsMatchingWish, wishesMatchingListing } from "@/lib/notifications/matching";
import { noticeFor } from "@/lib/push/notices";
import { sitemapPage } from "@/lib/seo/sitemap";
import { invoke } from "@/lib/use-case";
import { listWants } from "@/lib/wants";
import { testViewer } from "@/test/viewer";
import { visibleTo } from "./index";

/**
 * The group rows of the one visibility matrix (issue 34; the other rows are in visibility.test.ts):
 * each row a listing's situation, each column a viewer, each cell whether they see it — checked on
 * the rule itself and on the shared helper each door uses (list and search, detail and page, image,
 * sitemap, matching, e-mail digest, push payload and live notification).
 */
const VIEWERS = ["anonymous", "owner", "member", "member2", "pending", "removed", "nonmember", "friend", "blockedMember"] as const;
type Who = (typeof VIEWERS)[number];
type Person = Exclude<Who, "anonymous">;
const as = (u: { id: number; username: string }): Viewer => testViewer({ id: u.id, username: u.username, sessionId: "s" });

let people: Record<Person, { id: number; username: string }>;
const viewerOf = (who: Who) => (who === "anonymous" ? null : as(people[who]));
const rows: Record<string, number> = {};
let garden: number; // member, member2, blockedMember; pending and removed rows
let allotment: number; // member only
let hiddenGroup: number; // member; hidden by a moderator
let picture: string;

async function show(listingId: number, groupId: number, hidden = false) {
  await db().insert(schema.listingGroups).values({ listingId, groupId, hiddenAt: hidden ? new Date() : null, hiddenBy: hidden ? people.owner.id : null });
}

beforeAll(async () => {
  const users = await Promise.all(VIEWERS.slice(1).map(() => makeUser(db())));
  people = Object.fromEntries(VIEWERS.slice(1).map((w, i) => [w, users[i]])) as unknown as typeof people;
  const { owner, member, member2, pending, removed, friend, blockedMember } = people;
  await makeFriendship(db(), owner.id, friend.id);
  await db().insert(schema.blocks).values({ blockerId: owner.id, blockedId: blockedMember.id });
  garden = (
    await seedGroup({
      name: "Chapel Allerton community garden",
      ownerId: owner.id,
      members: [{ userId: member.id }, { userId: member2.id }, { userId: blockedMember.id }, { userId: pending.id, status: "pending" }, { userId: removed.id, status: "removed" }],
    })
  ).id;
  allotment = (await seedGroup({ name: "Potternewton allotments", ownerId: owner.id, members: [{ userId: member.id }] })).id;
  hiddenGroup = (await seedGroup({ name: "Spam seeds", ownerId: owner.id, members: [{ userId: member.id }] })).id;
  await db().update(schema.groups).set({ hiddenAt: new Date() }).where(eq(schema.groups.id, hiddenGroup));

  picture = (await makePicture(db(), owner.id, { bg: "#eef", fg: "#363" })).hash;
  const make = (l: Partial<typeof schema.listings.$inferInsert>) => makeListing(db(), owner.id, l).then((r) => r.id);
  rows["group-only in the garden"] = await make({ isPublic: false, groupOnly: true, title: "Courgette glut", featuredImageHash: picture });
  await show(rows["group-only in the garden"], garden);
  rows["group-only, hidden in the garden by its admins"] = await make({ isPublic: false, groupOnly: true });
  await show(rows["group-only, hidden in the garden by its admins"], garden, true);
  rows["group-only, hidden in the garden, shown in the allotment"] = await make({ isPublic: false, groupOnly: true });
  await show(rows["group-only, hidden in the garden, shown in the allotment"], garden, true);
  await show(rows["group-only, hidden in the garden, shown in the allotment"], allotment);
  rows["group-only in a group hidden by a moderator"] = await make({ isPublic: false, groupOnly: true });
  await show(rows["group-only in a group hidden by a moderator"], hiddenGroup);
  rows["group-only, hidden by a moderator"] = await make({ isPublic: false, groupOnly: true, hiddenAt: new Date() });
  await show(rows["group-only, hidden by a moderator"], garden);
  rows["group-only, taken down"] = await make({ isPublic: false, groupOnly: true, isActive: false });
  await show(rows["group-only, taken down"], garden);
  rows["public, also shown in the garden"] = await make({});
  await show(rows["public, also shown in the garden"], garden);
  rows["friends only, in no group"] = await make({ isPublic: false });
});

async function matrix(ids: Record<string, number> = rows) {
  const out: Record<string, Who[]> = {};
  for (const name of Object.keys(ids)) out[name] = [];
  for (const who of VIEWERS) {
    const seen = await db()
      .select({ id: schema.listings.id })
      .from(schema.listings)
      .where(and(inArray(schema.listings.id, Object.values(ids)), visibleTo(viewerOf(who))));
    const got = new Set(seen.map((r) => r.id));
    for (const [name, id] of Object.entries(ids)) if (got.has(id)) out[name].push(who);
  }
  return out;
}

const groupOnly = () => ({ "group-only in the garden": rows["group-only in the garden"] });

describe("the group rows of the listing visibility matrix", () => {
  it("who sees what", async () => {
    expect(await matrix()).toEqual({
      // Members only: not pending, not removed, not the owner's friend, not a member the owner blocked.
      "group-only in the garden": ["owner", "member", "member2"],
      "group-only, hidden in the garden by its admins": ["owner"],
      // Hidden in one group, still seen where it is shown in another.
      "group-only, hidden in the garden, shown in the allotment": ["owner", "member"],
      "group-only in a group hidden by a moderator": ["owner"],
      "group-only, hidden by a moderator": ["owner"],
      "group-only, taken down": ["owner"],
      // Shown in a group changes nothing for a public listing (the block still hides it).
      "public, also shown in the garden": ["anonymous", "owner", "member", "member2", "pending", "removed", "nonmember", "friend"],
      "friends only, in no group": ["owner", "friend"],
    });
  });

  it("a suspended owner's group-only listing is seen by the owner only", async () => {
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, people.owner.id));
    try {
      expect(await matrix(groupOnly())).toEqual({ "group-only in the garden": ["owner"] });
    } finally {
      await db().update(schema.users).set({ suspendedUntil: null }).where(eq(schema.users.id, people.owner.id));
    }
  });

  it("membership is read live: a member who leaves or is removed loses it at once, and the owner leaving takes it from everyone", async () => {
    const membership = (userId: number) => and(eq(schema.groupMembers.groupId, garden), eq(schema.groupMembers.userId, userId));
    await db().update(schema.groupMembers).set({ status: "removed" }).where(membership(people.member2.id));
    try {
      expect(await matrix(groupOnly())).toEqual({ "group-only in the garden": ["owner", "member"] });
    } finally {
      await db().update(schema.groupMembers).set({ status: "member" }).where(membership(people.member2.id));
    }
    await db().delete(schema.groupMembers).where(membership(people.owner.id));
    try {
      expect(await matrix(groupOnly())).toEqual({ "group-only in the garden": ["owner"] });
    } finally {
      await db().insert(schema.groupMembers).values({ groupId: garden, userId: people.owner.id, status: "member", role: "owner" });
    }
  });

  it("a listing is never public and group-only at once (a check constraint)", async () => {
    await expect(db().update(schema.listings).set({ isPublic: true }).where(eq(schema.listings.id, rows["group-only in the garden"]))).rejects.toThrow();
  });
});

describe("every door applies the group rows", () => {
  const id = () => rows["group-only in the garden"];
  const seesThrough = async (door: (viewer: Viewer | null) => Promise<boolean>) => {
    const out: Who[] = [];
    for (const who of VIEWERS) if (await door(viewerOf(who))) out.push(who);
    return out;
  };
  const insiders = ["owner", "member", "member2"];

  it("the list and search API (and the marketplace pages, which read them)", async () => {
    expect(await seesThrough(async (v) => (await listListings(v, { limit: 100 })).items.some((l) => l.id === id()))).toEqual(insiders);
    expect(await seesThrough(async (v) => (await listListings(v, { q: "courgette", limit: 100 })).items.some((l) => l.id === id()))).toEqual(insiders);
    expect(await seesThrough(async (v) => (await listListings(v, { userId: people.owner.id, limit: 100 })).items.some((l) => l.id === id()))).toEqual(insiders);
  });

  it("the detail API and the listing page (one use case): 404 for everyone else", async () => {
    expect(
      await seesThrough(async (v) =>
        invoke(getListing, v, { id: id() }).then(
          (l) => l.group_only === true,
          (e) => (e.kind === "not_found" ? false : Promise.reject(e)),
        ),
      ),
    ).toEqual(insiders);
  });

  it("the image route", async () => {
    expect(await seesThrough((v) => canSeeImage(v, picture))).toEqual(insiders);
  });

  it("the sitemap lists public listings only", async () => {
    const entries = await invoke(sitemapPage, null, { file: "listings-0.xml" });
    const paths = entries.map((e) => e.path);
    expect(paths).toContain(`/listings/${rows["public, also shown in the garden"]}`);
    expect(paths).not.toContain(`/listings/${id()}`);
  });

  it("matching: a group-only listing notifies the wishes of its members only", async () => {
    const wishers: Person[] = ["member", "member2", "pending", "removed", "nonmember", "friend", "blockedMember"];
    const wishes = new Map<number, Person>();
    for (const who of wishers) wishes.set((await makeWant(db(), people[who].id, { title: "courgettes" })).id, who);
    try {
      const { matches } = await db().transaction((tx) => wishesMatchingListing(tx, id()));
      expect(matches.map((m) => wishes.get(m.wantId)).filter(Boolean).sort()).toEqual(["member", "member2"]);
      // And from the wish's side.
      for (const [wantId, who] of wishes) {
        const { matches: found } = await db().transaction((tx) => listingsMatchingWish(tx, wantId));
        expect([who, found.some((m) => m.listingId === id())]).toEqual([who, who === "member" || who === "member2"]);
      }
    } finally {
      await db().delete(schema.wantItems).where(inArray(schema.wantItems.id, [...wishes.keys()]));
    }
  });

  it("a group-only wish is seen (profile) and matched only within its groups", async () => {
    const wish = await makeWant(db(), people.member2.id, { title: "rhubarb crowns", groupOnly: true });
    await db().insert(schema.wantGroups).values({ wantId: wish.id, groupId: garden });
    const stranger = await makeListing(db(), people.nonmember.id, { title: "Rhubarb crowns" });
    const fellow = await makeListing(db(), people.member.id, { title: "Rhubarb crowns" });
    try {
      expect(await seesThrough(async (v) => (await listWants(v, people.member2.id)).some((w) => w.id === wish.id))).toEqual(["owner", "member", "member2", "blockedMember"]);
      const { matches } = await db().transaction((tx) => listingsMatchingWish(tx, wish.id));
      expect(matches.map((m) => m.listingId)).toEqual([fellow.id]);
      const fromStranger = await db().transaction((tx) => wishesMatchingListing(tx, stranger.id));
      expect(fromStranger.matches.map((m) => m.wantId)).not.toContain(wish.id);
      const fromFellow = await db().transaction((tx) => wishesMatchingListing(tx, fellow.id));
      expect(fromFellow.matches.map((m) => m.wantId)).toContain(wish.id);
    } finally {
      await db().delete(schema.listings).where(inArray(schema.listings.id, [stranger.id, fellow.id]));
      await db().delete(schema.wantItems).where(eq(schema.wantItems.id, wish.id));
    }
  });

  it("the e-mail digest, the push payload and the live notification leave it out once the member is removed", async () => {
    const wish = await makeWant(db(), people.member2.id, { title: "courgettes" });
    const [n] = await db()
      .insert(schema.notifications)
      .values({ userId: people.member2.id, kind: "match", actorId: people.owner.id, listingId: id(), wantId: wish.id })
      .returning({ id: schema.notifications.id });
    const membership = and(eq(schema.groupMembers.groupId, garden), eq(schema.groupMembers.userId, people.member2.id));
    try {
      // A member: the live event and the push carry the listing.
      expect((await notificationFor(people.member2.id, n.id))?.listing?.id).toBe(id());
      expect((await noticeFor(people.member2.id, { notification: n.id }))?.url).toBe(`/listings/${id()}`);
      await db().update(schema.groupMembers).set({ status: "removed" }).where(membership);
      expect((await notificationFor(people.member2.id, n.id))?.listing).toBeNull();
      expect(await noticeFor(people.member2.id, { notification: n.id })).toBeNull();
      expect(await deliverMatchEmails(people.member2.id)).toBe("nothing");
    } finally {
      await db().update(schema.groupMembers).set({ status: "member" }).where(membership);
      await db().delete(schema.wantItems).where(eq(schema.wantItems.id, wish.id));
    }
  });
});
