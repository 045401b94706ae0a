import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeUser, makeWant } from "@/db/factories";
import { updateProfileInfo } from "@/lib/accounts/profile";
import type { Viewer } from "@/lib/auth/session";
import { blockPair } from "@/lib/blocks";
import { resetLimits } from "@/lib/rate-limit";
import { invoke } from "@/lib/use-case";
import { testViewer } from "@/test/viewer";
import { boardText, pluralCrop } from "./board";
import { createGroup, NAME_TAKEN, UNKNOWN_PLACE } from "./create-group";
import { createInvite, MEMBERS_ONLY } from "./create-invite";
import { getGroup } from "./get-group";
import { getInvite } from "./get-invite";
import { ADMINS_ONLY, GROUP_NOT_FOUND, hashInviteCode, NOT_ALLOWED } from "./index";
import { BLOCKED, joinGroup, REMOVED } from "./join-group";
import { leaveGroup, NOT_IN_GROUP, ONLY_YOURSELF, OWNER_CANNOT_LEAVE } from "./leave-group";
import { listGroupListings } from "./list-group-listings";
import { listGroups } from "./list-groups";
import { listMembers } from "./list-members";
import { suggestGroups } from "./suggest-groups";
import { ADMIN_REMOVES_ADMIN, OWNER_MAKES_ADMINS, OWNER_STAYS, updateMember } from "./update-member";
import { outcome } from "@/test/outcome";

/** Issue 34: garden groups. Every call from the wrong side is refused and changes nothing. */
const { groups, groupMembers, groupInvites, listingGroups, users } = schema;
const as = (u: { id: number }): Viewer => testViewer({ id: u.id });
const place = (id: number, postcode: string) => updateProfileInfo(testViewer({ id }), { city: "x", state: "x", postcode }, null);
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

async function gardener(postcode?: string) {
  const u = await makeUser(db());
  if (postcode) await place(u.id, postcode);
  return as(u);
}

async function makeGroup(owner: Viewer, over: Partial<{ join: "open" | "approval"; question: string; place: string; name: string }> = {}) {
  const g = await invoke(createGroup, owner, {
    name: over.name ?? `Buckman garden ${uniq()}`,
    kind: "community_garden",
    place: over.place ?? "97214",
    description: "Raised beds by the school",
    rules: "Be kind",
    join: over.join ?? "open",
    question: over.question,
  });
  return g.id;
}

const rowsOf = (groupId: number) =>
  db()
    .select({ userId: groupMembers.userId, status: groupMembers.status, role: groupMembers.role, answer: groupMembers.answer, decidedBy: groupMembers.decidedBy })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(groupMembers.userId);
const suspend = (id: number) => db().update(users).set({ suspendedUntil: sql`now() + interval '3 days'` }).where(eq(users.id, id));

beforeEach(() => resetLimits());

describe("creating a group", () => {
  it("places it at a town or postcode (never a point), makes the creator owner and member", async () => {
    const rosie = await gardener();
    const id = await makeGroup(rosie, { place: "97214" });
    const [g] = await db().select({ place: groups.place, createdBy: groups.createdBy, loc: sql<string>`${groups.loc}::text` }).from(groups).where(eq(groups.id, id));
    expect(g.place).toBe("97214 Portland, OR");
    expect(g.createdBy).toBe(rosie.id);
    expect(await rowsOf(id)).toMatchObject([{ userId: rosie.id, status: "member", role: "owner" }]);
    const detail = await invoke(getGroup, rosie, { id });
    expect(detail).toMatchObject({ id, kind: "community_garden", kind_label: "Community garden", member_count: 1, my_status: "member", my_role: "owner", is_admin: true, can_invite: true, question: null });
    expect(JSON.stringify(detail)).not.toMatch(/loc|lat|lon/);
  });

  it("refuses an unknown place (422 with a clear detail), a taken name in the same place (409), anonymous (401), a suspended gardener (403)", async () => {
    const rosie = await gardener();
    const input = { name: `Taken ${uniq()}`, kind: "allotment" as const, place: "Atlantis, XX", description: "x" };
    expect(await outcome(invoke(createGroup, rosie, input))).toBe(`invalid: ${UNKNOWN_PLACE}`);
    await invoke(createGroup, rosie, { ...input, place: "Leeds, England" });
    expect(await outcome(invoke(createGroup, rosie, { ...input, name: input.name.toUpperCase(), place: "Leeds, England" }))).toBe(`conflict: ${NAME_TAKEN}`);
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(groups))[0].n;
    expect(await outcome(invoke(createGroup, null, { ...input, name: "Anon group", place: "Leeds, England" }))).toMatch(/^unauthorized/);
    const sage = await gardener();
    await suspend(sage.id);
    expect(await outcome(invoke(createGroup, sage, { ...input, name: `Suspended ${uniq()}`, place: "Leeds, England" }))).toBe(`forbidden: ${NOT_ALLOWED}`);
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(groups))[0].n).toBe(before);
  });

  it("keeps the question only for a group by approval", async () => {
    const rosie = await gardener();
    const open = await makeGroup(rosie, { join: "open", question: "Why?" });
    const approval = await makeGroup(rosie, { join: "approval", question: "Which plot are you on?" });
    expect((await invoke(getGroup, null, { id: open })).question).toBeNull();
    expect((await invoke(getGroup, null, { id: approval })).question).toBe("Which plot are you on?");
  });
});

describe("joining", () => {
  it("an open group lets one in; asking again changes nothing", async () => {
    const [rosie, basil] = [await gardener(), await gardener()];
    const id = await makeGroup(rosie);
    expect(await invoke(joinGroup, basil, { id })).toEqual({ status: "member" });
    expect(await invoke(joinGroup, basil, { id })).toEqual({ status: "member" });
    expect((await invoke(getGroup, basil, { id })).member_count).toBe(2);
  });

  it("a group by approval records the ask and its answer; a valid invite code lets one straight in", async () => {
    const [rosie, sage, fern] = [await gardener(), await gardener(), await gardener()];
    const id = await makeGroup(rosie, { join: "approval", question: "Which plot?" });
    expect(await invoke(joinGroup, sage, { id, answer: "Plot 12" })).toEqual({ status: "pending" });
    expect((await rowsOf(id)).find((r) => r.userId === sage.id)).toMatchObject({ status: "pending", answer: "Plot 12" });
    const { code, url } = await invoke(createInvite, rosie, { id });
    expect(url).toMatch(new RegExp(`/groups/join/${code}$`));
    // Only the hash is kept.
    expect(await db().select().from(groupInvites).where(eq(groupInvites.codeHash, code))).toEqual([]);
    expect(await db().select({ id: groupInvites.id }).from(groupInvites).where(eq(groupInvites.codeHash, hashInviteCode(code)))).toHaveLength(1);
    expect(await invoke(getInvite, null, { code })).toEqual({ group_id: id });
    expect(await invoke(joinGroup, fern, { id, code })).toEqual({ status: "member" });
    // The pending ask becomes a membership with a code too.
    expect(await invoke(joinGroup, sage, { id, code })).toEqual({ status: "member" });
  });

  it("a code of another group, an expired or a revoked code does not let one in", async () => {
    const [rosie, sage] = [await gardener(), await gardener()];
    const id = await makeGroup(rosie, { join: "approval" });
    const other = await makeGroup(rosie, { join: "approval" });
    const { code } = await invoke(createInvite, rosie, { id: other });
    expect(await invoke(joinGroup, sage, { id, code })).toEqual({ status: "pending" });
    const mine = await invoke(createInvite, rosie, { id });
    await db().update(groupInvites).set({ revokedAt: new Date() }).where(eq(groupInvites.codeHash, hashInviteCode(mine.code)));
    expect(await invoke(joinGroup, sage, { id, code: mine.code })).toEqual({ status: "pending" });
    expect(await outcome(invoke(getInvite, null, { code: mine.code }))).toMatch(/^not_found/);
    expect(await outcome(invoke(getInvite, null, { code: "nonsense" }))).toMatch(/^not_found/);
  });

  it("refuses anonymous, a removed gardener, one blocked with the owner either way, a suspended one; nothing changes", async () => {
    const [rosie, weed, blocked, blocker, sus] = [await gardener(), await gardener(), await gardener(), await gardener(), await gardener()];
    const id = await makeGroup(rosie);
    const { code } = await invoke(createInvite, rosie, { id });
    expect(await outcome(invoke(joinGroup, null, { id }))).toMatch(/^unauthorized/);
    await invoke(joinGroup, weed, { id });
    await invoke(updateMember, rosie, { id, user_id: weed.id, status: "removed" });
    expect(await outcome(invoke(joinGroup, weed, { id }))).toBe(`forbidden: ${REMOVED}`);
    expect(await outcome(invoke(joinGroup, weed, { id, code }))).toBe(`forbidden: ${REMOVED}`);
    await blockPair(rosie.id, blocked.id);
    await blockPair(blocker.id, rosie.id);
    expect(await outcome(invoke(joinGroup, blocked, { id }))).toBe(`forbidden: ${BLOCKED}`);
    expect(await outcome(invoke(joinGroup, blocker, { id, code }))).toBe(`forbidden: ${BLOCKED}`);
    await suspend(sus.id);
    expect(await outcome(invoke(joinGroup, sus, { id }))).toBe(`forbidden: ${NOT_ALLOWED}`);
    expect((await rowsOf(id)).map((r) => [r.userId, r.status])).toEqual([
      [rosie.id, "member"],
      [weed.id, "removed"],
    ]);
    expect(await outcome(invoke(joinGroup, rosie, { id: 999_999_999 }))).toBe(`not_found: ${GROUP_NOT_FOUND}`);
  });
});

describe("invites", () => {
  it("members of an open group and admins of a group by approval invite; others are refused and no row is made", async () => {
    const [rosie, basil, stranger, sus] = [await gardener(), await gardener(), await gardener(), await gardener()];
    const open = await makeGroup(rosie);
    const approval = await makeGroup(rosie, { join: "approval" });
    await invoke(joinGroup, basil, { id: open });
    const { code } = await invoke(createInvite, rosie, { id: approval });
    await invoke(joinGroup, basil, { id: approval, code });
    await invoke(joinGroup, sus, { id: open });
    await suspend(sus.id);
    const count = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(groupInvites))[0].n;
    const before = await count();
    expect(await outcome(invoke(createInvite, basil, { id: open }))).toBe("ok");
    expect(await outcome(invoke(createInvite, basil, { id: approval }))).toBe(`forbidden: ${ADMINS_ONLY}`);
    expect(await outcome(invoke(createInvite, stranger, { id: open }))).toBe(`forbidden: ${MEMBERS_ONLY}`);
    expect(await outcome(invoke(createInvite, null, { id: open }))).toMatch(/^unauthorized/);
    expect(await outcome(invoke(createInvite, sus, { id: open }))).toBe(`forbidden: ${NOT_ALLOWED}`);
    expect(await count()).toBe(before + 1);
  });
});

describe("admins and members", () => {
  async function garden() {
    const [rosie, basil, fern, sage, stranger] = [await gardener(), await gardener(), await gardener(), await gardener(), await gardener()];
    const id = await makeGroup(rosie, { join: "approval", question: "Which plot?" });
    const { code } = await invoke(createInvite, rosie, { id });
    await invoke(joinGroup, basil, { id, code });
    await invoke(joinGroup, fern, { id, code });
    await invoke(joinGroup, sage, { id, answer: "The one by the shed" });
    return { id, rosie, basil, fern, sage, stranger };
  }

  it("an admin sees the asks with their answers, approves one, removes a member; the decision is kept", async () => {
    const { id, rosie, basil, fern, sage } = await garden();
    const list = await invoke(listMembers, rosie, { id });
    expect(list.pending).toMatchObject([{ user_id: sage.id, answer: "The one by the shed", status: "pending" }]);
    expect(list.members.map((m) => m.user_id)).toEqual([rosie.id, basil.id, fern.id]);
    expect(await invoke(updateMember, rosie, { id, user_id: sage.id, status: "member" })).toEqual({ user_id: sage.id, status: "member", role: "member" });
    await invoke(updateMember, rosie, { id, user_id: fern.id, status: "removed" });
    const rows = await rowsOf(id);
    expect(rows.find((r) => r.userId === sage.id)).toMatchObject({ status: "member", decidedBy: rosie.id });
    expect(rows.find((r) => r.userId === fern.id)).toMatchObject({ status: "removed", decidedBy: rosie.id });
    expect((await invoke(getGroup, null, { id })).member_count).toBe(3);
  });

  it("only the owner makes admins; an admin approves but cannot remove another admin or the owner", async () => {
    const { id, rosie, basil, fern, sage } = await garden();
    expect(await outcome(invoke(updateMember, basil, { id, user_id: fern.id, status: "member", role: "admin" }))).toBe(`forbidden: ${ADMINS_ONLY}`);
    await invoke(updateMember, rosie, { id, user_id: basil.id, status: "member", role: "admin" });
    expect(await outcome(invoke(updateMember, basil, { id, user_id: fern.id, status: "member", role: "admin" }))).toBe(`forbidden: ${OWNER_MAKES_ADMINS}`);
    expect(await outcome(invoke(updateMember, basil, { id, user_id: rosie.id, status: "removed" }))).toBe(`forbidden: ${OWNER_STAYS}`);
    expect(await outcome(invoke(updateMember, rosie, { id, user_id: rosie.id, status: "removed" }))).toBe(`forbidden: ${OWNER_STAYS}`);
    expect(await invoke(updateMember, basil, { id, user_id: sage.id, status: "member" })).toMatchObject({ status: "member" });
    await invoke(updateMember, rosie, { id, user_id: fern.id, status: "member", role: "admin" });
    expect(await outcome(invoke(updateMember, basil, { id, user_id: fern.id, status: "removed" }))).toBe(`forbidden: ${ADMIN_REMOVES_ADMIN}`);
    expect((await invoke(getGroup, basil, { id })).is_admin).toBe(true);
  });

  it("refuses members, the pending, the removed, strangers, anonymous and a suspended admin; nothing changes", async () => {
    const { id, rosie, basil, fern, sage, stranger } = await garden();
    await invoke(updateMember, rosie, { id, user_id: fern.id, status: "removed" });
    const before = await rowsOf(id);
    for (const who of [basil, sage, fern, stranger]) {
      expect(await outcome(invoke(updateMember, who, { id, user_id: sage.id, status: "member" }))).toBe(`forbidden: ${ADMINS_ONLY}`);
      expect(await outcome(invoke(listMembers, who, { id }))).toBe(`forbidden: ${ADMINS_ONLY}`);
    }
    expect(await outcome(invoke(updateMember, null, { id, user_id: sage.id, status: "member" }))).toMatch(/^unauthorized/);
    expect(await outcome(invoke(listMembers, null, { id }))).toMatch(/^unauthorized/);
    await suspend(rosie.id);
    expect(await outcome(invoke(updateMember, rosie, { id, user_id: sage.id, status: "member" }))).toBe(`forbidden: ${NOT_ALLOWED}`);
    expect(await rowsOf(id)).toEqual(before);
  });

  it("a member leaves (and may join again), a pending ask is withdrawn; the owner cannot leave; the removed stay removed", async () => {
    const { id, rosie, basil, fern, sage, stranger } = await garden();
    expect(await outcome(invoke(leaveGroup, rosie, { id, user_id: String(basil.id) }))).toBe(`forbidden: ${ONLY_YOURSELF}`);
    await invoke(leaveGroup, basil, { id, user_id: "me" });
    await invoke(leaveGroup, sage, { id, user_id: String(sage.id) });
    expect(await outcome(invoke(leaveGroup, rosie, { id }))).toBe(`conflict: ${OWNER_CANNOT_LEAVE}`);
    expect(await outcome(invoke(leaveGroup, stranger, { id }))).toBe(`not_found: ${NOT_IN_GROUP}`);
    expect(await outcome(invoke(leaveGroup, null, { id }))).toMatch(/^unauthorized/);
    await invoke(updateMember, rosie, { id, user_id: fern.id, status: "removed" });
    expect(await outcome(invoke(leaveGroup, fern, { id }))).toBe(`not_found: ${NOT_IN_GROUP}`);
    expect((await rowsOf(id)).map((r) => [r.userId, r.status])).toEqual([
      [rosie.id, "member"],
      [fern.id, "removed"],
    ]);
    expect(await invoke(joinGroup, basil, { id })).toEqual({ status: "pending" });
  });
});

describe("a hidden group", () => {
  it("is 404 to all but its admins, and missing from lists", async () => {
    const rosie = await gardener("97214");
    const basil = await gardener("97214");
    const id = await makeGroup(rosie);
    await invoke(joinGroup, basil, { id });
    await db().update(groups).set({ hiddenAt: new Date() }).where(eq(groups.id, id));
    expect((await invoke(getGroup, rosie, { id })).hidden).toBe(true);
    for (const who of [basil, null]) {
      expect(await outcome(invoke(getGroup, who, { id }))).toBe(`not_found: ${GROUP_NOT_FOUND}`);
      expect(await outcome(invoke(listGroupListings, who, { id }))).toBe(`not_found: ${GROUP_NOT_FOUND}`);
    }
    expect((await invoke(listGroups, null, { near: "97214" })).map((g) => g.id)).not.toContain(id);
    expect((await invoke(listGroups, basil, { mine: true })).map((g) => g.id)).not.toContain(id);
    expect((await invoke(listGroups, rosie, { mine: true })).map((g) => g.id)).toContain(id);
  });
});

describe("lists of groups", () => {
  it("near a place: nearest bucket first, buckets not numbers; unknown place 422; mine needs a session", async () => {
    const rosie = await gardener();
    const near = await makeGroup(rosie, { place: "97214" });
    const farther = await makeGroup(rosie, { place: "97229" });
    const leeds = await makeGroup(rosie, { place: "Leeds, England" });
    const list = await invoke(listGroups, null, { near: "97214" });
    const ids = list.map((g) => g.id);
    expect(ids).toContain(near);
    expect(ids).toContain(farther);
    expect(ids).not.toContain(leeds);
    expect(ids.indexOf(near)).toBeLessThan(ids.indexOf(farther));
    for (const g of list) expect(g.distance_bucket).toMatch(/^(under|about|over) /);
    expect(await outcome(invoke(listGroups, null, { near: "Atlantis, XX" }))).toMatch(/^invalid/);
    expect(await outcome(invoke(listGroups, null, { mine: true }))).toMatch(/^unauthorized/);
    expect(await invoke(listGroups, null, {})).toEqual([]);
    const mine = await invoke(listGroups, rosie, { mine: "true" as unknown as boolean });
    expect(mine.map((g) => g.id)).toEqual(expect.arrayContaining([near, farther, leeds]));
    expect(mine.every((g) => g.my_role === "owner")).toBe(true);
  });
});

describe("a group's listings", () => {
  it("shows the listings shown in the group that the viewer may see, not those hidden there; others never", async () => {
    const [rosie, basil, stranger, blocked] = [await gardener(), await gardener(), await gardener(), await gardener()];
    const id = await makeGroup(rosie);
    await invoke(joinGroup, basil, { id });
    const shown = await makeListing(db(), rosie.id, { title: "Courgettes" });
    const hiddenHere = await makeListing(db(), basil.id, { title: "Kale" });
    const friendsOnly = await makeListing(db(), rosie.id, { title: "Chard", isPublic: false });
    const notInGroup = await makeListing(db(), rosie.id, { title: "Beans" });
    await db()
      .insert(listingGroups)
      .values([
        { listingId: shown.id, groupId: id },
        { listingId: hiddenHere.id, groupId: id, hiddenAt: new Date(), hiddenBy: rosie.id },
        { listingId: friendsOnly.id, groupId: id },
      ]);
    for (const who of [null, stranger, basil]) expect((await invoke(listGroupListings, who, { id })).map((l) => l.id)).toEqual([shown.id]);
    // The owner sees their own (the one rule), never one not shown in the group.
    const own = (await invoke(listGroupListings, rosie, { id })).map((l) => l.id);
    expect(own).toEqual([friendsOnly.id, shown.id]);
    expect(own).not.toContain(notInGroup.id);
    await blockPair(rosie.id, blocked.id);
    expect(await invoke(listGroupListings, blocked, { id })).toEqual([]);
  });
});

describe("the board and suggested groups (beyond the peers)", () => {
  it("counts member plots picking a crop this week, top crops first, in words", async () => {
    expect(pluralCrop("Courgette")).toBe("courgettes");
    expect(pluralCrop("Runner bean")).toBe("runner beans");
    expect(pluralCrop("Radish")).toBe("radishes");
    expect(pluralCrop("Strawberry")).toBe("strawberries");
    expect(pluralCrop("Kale")).toBe("kale");
    expect(pluralCrop("Basil", "herb")).toBe("basil");
    expect(boardText(1, "Courgette")).toBe("1 plot is picking courgettes this week");
    const [rosie, basil, fern, outsider] = [await gardener(), await gardener(), await gardener(), await gardener()];
    const id = await makeGroup(rosie);
    for (const m of [basil, fern]) await invoke(joinGroup, m, { id });
    for (const m of [rosie, basil, fern]) await makeListing(db(), m.id, { title: "Courgettes", categoryId: 1 });
    await makeListing(db(), basil.id, { title: "Zucchini", categoryId: 1 });
    await makeListing(db(), rosie.id, { title: "Kale", categoryId: 1 });
    await makeListing(db(), fern.id, { title: "Kale seeds", categoryId: 2 });
    await makeListing(db(), fern.id, { title: "Tomatoes", categoryId: 1, createdAt: new Date(Date.now() - 9 * 86_400_000) });
    await makeListing(db(), outsider.id, { title: "Kale", categoryId: 1 });
    const { board } = await invoke(getGroup, null, { id });
    expect(board.map((b) => b.text)).toEqual(["3 plots are picking courgettes this week", "1 plot is picking kale this week"]);
  });

  it("suggests nearby groups the viewer is not in whose members share their crops, most shared first", async () => {
    const me = await gardener("97214");
    const [a, b, c] = [await gardener("97214"), await gardener("97214"), await gardener("97214")];
    const crops = await makeGroup(a, { place: "97214" });
    const moreCrops = await makeGroup(b, { place: "97214" });
    const nothingShared = await makeGroup(c, { place: "97214" });
    const mine = await makeGroup(me, { place: "97214" });
    await makeListing(db(), me.id, { title: "Rhubarb crowns" });
    await makeWant(db(), me.id, { title: "Sorrel" });
    await makeListing(db(), a.id, { title: "Rhubarb" });
    await makeListing(db(), b.id, { title: "Rhubarb" });
    await makeWant(db(), b.id, { title: "Sorrel plants" });
    await makeListing(db(), c.id, { title: "Skirret" });
    const ids = (await invoke(suggestGroups, me, {})).map((g) => g.id);
    expect(ids.indexOf(moreCrops)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(moreCrops)).toBeLessThan(ids.indexOf(crops));
    expect(ids).not.toContain(nothingShared);
    expect(ids).not.toContain(mine);
    expect(await outcome(invoke(suggestGroups, null, {}))).toMatch(/^unauthorized/);
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(groupMembers).where(and(eq(groupMembers.userId, me.id)));
    expect(row.n).toBe(1);
  });
});
