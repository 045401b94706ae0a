import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing } from "@/db/factories";
import { seedGroup } from "@/lib/groups/fixture";
import { NOT_YOUR_GROUP } from "@/lib/validation/listings";
import { ADMINS_ONLY } from "@/lib/groups";
import { sharingChoices } from "@/lib/groups/sharing-choices";
import { invoke } from "@/lib/use-case";
import { createUser, params, req, type TestUser } from "@/test/http";
import { testViewer } from "@/test/viewer";
import { POST as listPOST } from "./route";
import { GET as oneGET, PATCH as onePATCH } from "./[id]/route";
import { PATCH as visPATCH } from "./[id]/visibility/route";
import { POST as hidePOST } from "@/app/api/groups/[id]/listings/[listing_id]/hide/route";
import { POST as unhidePOST } from "@/app/api/groups/[id]/listings/[listing_id]/unhide/route";
import { GET as wantsGET, POST as wantPOST } from "./want-listings/route";
import { PATCH as wantPATCH } from "./want-listings/[id]/route";

/**
 * The write side of "my groups" (issue 34): PATCH /api/listings/{id}/visibility with groups, create
 * and edit with groups, wishes with groups, and a group admin's hide and unhide — each from the right
 * side and the wrong ones (anonymous, stranger, non-member, pending, plain member), with nothing changed.
 */
let owner: TestUser, member: TestUser, admin: TestUser, pending: TestUser, friend: TestUser, stranger: TestUser;
let garden: number, allotment: number, elsewhere: number;

const one = (id: number, token?: string) => oneGET(req(`/api/listings/${id}`, { token }), params({ id: String(id) }));
const vis = (id: number, token: string | undefined, json: unknown) => visPATCH(req(`/api/listings/${id}/visibility`, { method: "PATCH", token, json }), params({ id: String(id) }));
const stateOf = async (id: number) => {
  const [l] = await db().select({ isPublic: schema.listings.isPublic, groupOnly: schema.listings.groupOnly }).from(schema.listings).where(eq(schema.listings.id, id));
  const rows = await db().select({ g: schema.listingGroups.groupId, hidden: schema.listingGroups.hiddenAt }).from(schema.listingGroups).where(eq(schema.listingGroups.listingId, id));
  return { ...l, groups: rows.map((r) => r.g).sort((a, b) => a - b), hidden: rows.filter((r) => r.hidden).map((r) => r.g) };
};
const detail = async (res: Response) => ((await res.json()) as { detail: unknown }).detail;

beforeAll(async () => {
  [owner, member, admin, pending, friend, stranger] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createUser()));
  await makeFriendship(db(), owner.id, friend.id);
  garden = (
    await seedGroup({
      name: "Meanwood community garden",
      ownerId: owner.id,
      members: [{ userId: member.id }, { userId: admin.id, role: "admin" }, { userId: pending.id, status: "pending" }],
    })
  ).id;
  allotment = (await seedGroup({ name: "Meanwood allotments", ownerId: owner.id })).id;
  // A group the owner is only waiting to join, and one they are not in at all.
  elsewhere = (await seedGroup({ name: "Otley seed library", ownerId: stranger.id, members: [{ userId: owner.id, status: "pending" }] })).id;
});

describe("PATCH /api/listings/{id}/visibility with groups", () => {
  it("groups make it group-only: members see it, the owner's friends and strangers get 404", async () => {
    const l = await makeListing(db(), owner.id, { isPublic: true });
    const res = await vis(l.id, owner.token, { groups: [garden] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: l.id, is_public: false, group_only: true });
    expect(await stateOf(l.id)).toMatchObject({ isPublic: false, groupOnly: true, groups: [garden] });
    expect((await one(l.id, member.token)).status).toBe(200);
    expect((await one(l.id, admin.token)).status).toBe(200);
    for (const who of [friend, stranger, pending]) expect((await one(l.id, who.token)).status).toBe(404);
    expect((await one(l.id)).status).toBe(404);
  });

  it("public and shown in groups; then friends only leaves every group; groups are replaced", async () => {
    const l = await makeListing(db(), owner.id, { isPublic: false });
    expect((await vis(l.id, owner.token, { is_public: true, groups: [garden, allotment] })).status).toBe(200);
    expect(await stateOf(l.id)).toMatchObject({ isPublic: true, groupOnly: false, groups: [garden, allotment].sort((a, b) => a - b) });
    expect((await one(l.id)).status).toBe(200);
    expect((await vis(l.id, owner.token, { groups: [allotment] })).status).toBe(200);
    expect(await stateOf(l.id)).toMatchObject({ isPublic: false, groupOnly: true, groups: [allotment] });
    expect((await vis(l.id, owner.token, { is_public: false, groups: [] })).status).toBe(200);
    expect(await stateOf(l.id)).toMatchObject({ isPublic: false, groupOnly: false, groups: [] });
    expect((await one(l.id, friend.token)).status).toBe(200);
    expect((await one(l.id, member.token)).status).toBe(404);
  });

  it("refuses a group the owner is not a member of (pending, none, missing) with 403, and wrong callers, changing nothing", async () => {
    const l = await makeListing(db(), owner.id, { isPublic: false });
    const before = await stateOf(l.id);
    for (const groups of [[elsewhere], [garden, elsewhere], [999_999]]) {
      const res = await vis(l.id, owner.token, { groups });
      expect(res.status).toBe(403);
      expect(await detail(res)).toBe(NOT_YOUR_GROUP);
    }
    expect((await vis(l.id, undefined, { groups: [garden] })).status).toBe(401);
    expect((await vis(l.id, stranger.token, { groups: [garden] })).status).toBe(404);
    expect((await vis(l.id, friend.token, { groups: [garden] })).status).toBe(403);
    expect((await vis(l.id, owner.token, {})).status).toBe(422);
    expect((await vis(l.id, owner.token, { groups: "garden" })).status).toBe(422);
    expect((await vis(l.id, owner.token, { groups: [0] })).status).toBe(422);
    expect(await stateOf(l.id)).toEqual(before);
  });

  it("choosing a group again keeps an admin's hide", async () => {
    const l = await makeListing(db(), owner.id, { isPublic: false, groupOnly: true });
    await db().insert(schema.listingGroups).values({ listingId: l.id, groupId: garden, hiddenAt: new Date(), hiddenBy: admin.id });
    expect((await vis(l.id, owner.token, { groups: [garden, allotment] })).status).toBe(200);
    expect((await stateOf(l.id)).hidden).toEqual([garden]);
  });
});

describe("create and edit with groups", () => {
  it("POST (multipart, comma-separated) and PATCH (JSON) accept groups", async () => {
    const form = new FormData();
    form.set("title", "Spare leeks");
    form.set("type_id", "3");
    form.set("is_public", "false");
    form.set("groups", `${garden},${allotment}`);
    const created = await listPOST(req("/api/listings/", { token: owner.token, form }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await stateOf(id)).toMatchObject({ isPublic: false, groupOnly: true });
    expect((await one(id, member.token)).status).toBe(200);
    const edited = await onePATCH(req(`/api/listings/${id}`, { method: "PATCH", token: owner.token, json: { is_public: true } }), params({ id: String(id) }));
    expect(edited.status).toBe(200);
    expect(await stateOf(id)).toMatchObject({ isPublic: true, groupOnly: false });
  });

  it("a group that is not the gardener's refuses the whole create (nothing posted)", async () => {
    const count = async () => (await db().select({ id: schema.listings.id }).from(schema.listings).where(eq(schema.listings.ownerId, owner.id))).length;
    const before = await count();
    const res = await listPOST(req("/api/listings/", { token: owner.token, json: { title: "Not for them", type_id: 3, groups: [elsewhere] } }));
    expect(res.status).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe("hide and unhide in a group", () => {
  const hide = (g: number, l: number, token?: string) => hidePOST(req(`/api/groups/${g}/listings/${l}/hide`, { token, json: { reason: "Off topic" } }), params({ id: String(g), listing_id: String(l) }));
  const unhide = (g: number, l: number, token?: string) => unhidePOST(req(`/api/groups/${g}/listings/${l}/unhide`, { token, json: {} }), params({ id: String(g), listing_id: String(l) }));

  it("an admin hides it for the group's members (audited) and shows it again; everyone else is refused", async () => {
    const l = await makeListing(db(), owner.id, { isPublic: false, groupOnly: true, title: "Marrows" });
    await db().insert(schema.listingGroups).values({ listingId: l.id, groupId: garden });
    for (const [who, status] of [
      [undefined, 401],
      [stranger.token, 403],
      [pending.token, 403],
      [member.token, 403],
    ] as const) {
      const res = await hide(garden, l.id, who);
      expect(res.status).toBe(status);
      if (status === 403) expect(await detail(res)).toBe(ADMINS_ONLY);
    }
    expect((await stateOf(l.id)).hidden).toEqual([]);
    const res = await hide(garden, l.id, admin.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ group_id: garden, listing_id: l.id, hidden: true });
    expect((await one(l.id, member.token)).status).toBe(404);
    expect((await one(l.id, owner.token)).status).toBe(200);
    const [logged] = await db()
      .select({ action: schema.moderationActions.action, by: schema.moderationActions.moderatorId, subject: schema.moderationActions.subjectUserId, reason: schema.moderationActions.reason })
      .from(schema.moderationActions)
      .where(and(eq(schema.moderationActions.targetType, "listing"), eq(schema.moderationActions.targetId, l.id)));
    expect(logged).toEqual({ action: "group_hide", by: admin.id, subject: owner.id, reason: "In the group Meanwood community garden: Off topic" });
    expect((await unhide(garden, l.id, member.token)).status).toBe(403);
    expect((await unhide(garden, l.id, owner.token)).status).toBe(200);
    expect((await one(l.id, member.token)).status).toBe(200);
  });

  it("404 for a listing not shown in the group, a missing group or a group hidden by a moderator", async () => {
    const l = await makeListing(db(), owner.id, { isPublic: true });
    expect((await hide(garden, l.id, admin.token)).status).toBe(404);
    expect((await hide(999_999, l.id, admin.token)).status).toBe(404);
    const hiddenGroup = (await seedGroup({ name: "Hidden swap", ownerId: admin.id })).id;
    await db().insert(schema.listingGroups).values({ listingId: l.id, groupId: hiddenGroup });
    await db().update(schema.groups).set({ hiddenAt: new Date() }).where(eq(schema.groups.id, hiddenGroup));
    expect((await hide(hiddenGroup, l.id, admin.token)).status).toBe(404);
    expect((await hide(garden, Number("0"), admin.token)).status).toBe(404);
  });
});

describe("wishes with groups", () => {
  it("a group-only wish is on the profile for members only; [] makes it public; a group not theirs is 403", async () => {
    const res = await wantPOST(req("/api/listings/want-listings", { token: member.token, json: { title: "Asparagus crowns", category_id: 3, groups: [garden] } }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const profile = async (token?: string) => ((await (await wantsGET(req(`/api/listings/want-listings?user_id=${member.id}`, { token }))).json()) as { id: number }[]).some((w) => w.id === id);
    expect(await profile(owner.token)).toBe(true);
    expect(await profile(stranger.token)).toBe(false);
    expect(await profile()).toBe(false);
    const patch = (token: string | undefined, json: unknown) => wantPATCH(req(`/api/listings/want-listings/${id}`, { method: "PATCH", token, json }), params({ id: String(id) }));
    expect((await patch(member.token, { groups: [elsewhere] })).status).toBe(403);
    expect((await patch(stranger.token, { groups: [] })).status).toBe(403);
    expect((await patch(undefined, { groups: [] })).status).toBe(401);
    expect(await profile(stranger.token)).toBe(false);
    expect((await patch(member.token, { groups: [] })).status).toBe(200);
    expect(await profile(stranger.token)).toBe(true);
    const refused = await wantPOST(req("/api/listings/want-listings", { token: member.token, json: { title: "Globe artichokes", category_id: 3, groups: [allotment] } }));
    expect(refused.status).toBe(403);
  });
});

describe("the forms' choice of groups (sharingChoices, page door only)", () => {
  it("lists the viewer's own groups and only their own listing's groups; anonymous is refused", async () => {
    const l = await makeListing(db(), owner.id, { isPublic: false, groupOnly: true });
    await db().insert(schema.listingGroups).values({ listingId: l.id, groupId: garden });
    const mine = await invoke(sharingChoices, testViewer(owner), { listing_id: l.id });
    expect(mine.groups.map((g) => g.id).sort((a, b) => a - b)).toEqual([garden, allotment].sort((a, b) => a - b));
    expect(mine.listing).toEqual([garden]);
    // Pending in "elsewhere": not offered. Someone else's listing: nothing about it.
    expect((await invoke(sharingChoices, testViewer(stranger), { listing_id: l.id })).listing).toEqual([]);
    expect((await invoke(sharingChoices, testViewer(pending), {})).groups).toEqual([]);
    await expect(invoke(sharingChoices, null, {})).rejects.toMatchObject({ kind: "unauthorized" });
  });
});
