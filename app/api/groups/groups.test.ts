import { describe, expect, it } from "vitest";
import { createUser, params, req, type TestUser } from "@/test/http";
import { UNKNOWN_PLACE } from "@/lib/groups/create-group";
import { GET as listGET, POST as createPOST } from "./route";
import { GET as groupGET } from "./[id]/route";
import { POST as invitePOST } from "./[id]/invites/route";
import { POST as joinPOST } from "./[id]/join/route";
import { GET as membersGET } from "./[id]/members/route";
import { DELETE as memberDELETE, PATCH as memberPATCH } from "./[id]/members/[user_id]/route";
import { GET as listingsGET } from "./[id]/listings/route";

/** The group doors (issue 34): statuses and {"detail"} bodies; the rules are tested in lib/groups. */
const create = (who: TestUser | null, json: unknown) => createPOST(req("/api/groups", { method: "POST", token: who?.token, json }));
const join = (who: TestUser | null, id: string, json: unknown = {}) => joinPOST(req(`/api/groups/${id}/join`, { method: "POST", token: who?.token, json }), params({ id }));
const patch = (who: TestUser | null, id: string, user_id: string, json: unknown) =>
  memberPATCH(req(`/api/groups/${id}/members/${user_id}`, { method: "PATCH", token: who?.token, json }), params({ id, user_id }));

describe("the group API", () => {
  it("creates (201), previews, invites, asks, approves, lists and leaves", async () => {
    const [rosie, sage] = [await createUser(), await createUser()];
    const made = await create(rosie, { name: `Buckman ${Date.now()}`, kind: "community_garden", place: "Portland, OR", description: "Beds", join: "approval", question: "Which plot?" });
    expect(made.status).toBe(201);
    const { id } = await made.json();
    const gid = String(id);
    const preview = await groupGET(req(`/api/groups/${gid}`), params({ id: gid }));
    expect(await preview.json()).toMatchObject({ id, place: "Portland, OR", join: "approval", question: "Which plot?", member_count: 1, my_status: null });
    const invite = await invitePOST(req(`/api/groups/${gid}/invites`, { method: "POST", token: rosie.token }), params({ id: gid }));
    expect(invite.status).toBe(201);
    expect(await invite.json()).toMatchObject({ code: expect.any(String), url: expect.stringMatching(/\/groups\/join\//) });
    expect(await (await join(sage, gid, { answer: "12" })).json()).toEqual({ status: "pending" });
    const members = await (await membersGET(req(`/api/groups/${gid}/members`, { token: rosie.token }), params({ id: gid }))).json();
    expect(members.pending).toMatchObject([{ user_id: sage.id, answer: "12" }]);
    const approved = await patch(rosie, gid, String(sage.id), { status: "member" });
    expect(approved.status).toBe(200);
    expect((await listGET(req("/api/groups?mine=true", { token: sage.token }))).status).toBe(200);
    expect((await listingsGET(req(`/api/groups/${gid}/listings`), params({ id: gid }))).status).toBe(200);
    const left = await memberDELETE(req(`/api/groups/${gid}/members/me`, { method: "DELETE", token: sage.token }), params({ id: gid, user_id: "me" }));
    expect(left.status).toBe(204);
  });

  it("answers the wrong side with 4xx and a detail, never 500", async () => {
    const [rosie, basil] = [await createUser(), await createUser()];
    const bad = await create(rosie, { name: "Nowhere garden", kind: "street", place: "Atlantis, XX", description: "x" });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ detail: [{ loc: ["body", "place"], msg: UNKNOWN_PLACE }] });
    expect((await create(rosie, { name: "x", kind: "castle" })).status).toBe(422);
    expect((await create(null, { name: "Anon garden", kind: "street", place: "Leeds, England", description: "x" })).status).toBe(401);
    const { id } = await (await create(rosie, { name: `Street ${Date.now()}`, kind: "street", place: "Leeds, England", description: "Our street" })).json();
    const gid = String(id);
    expect((await join(null, gid)).status).toBe(401);
    expect((await join(basil, "abc")).status).toBe(404);
    expect((await join(basil, "999999999")).status).toBe(404);
    const refused = await patch(basil, gid, String(rosie.id), { status: "removed" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: "Only the group's admins can do this" });
    expect((await patch(rosie, gid, String(rosie.id), { status: "removed" })).status).toBe(403);
    expect((await patch(rosie, gid, String(basil.id), { status: "maybe" })).status).toBe(422);
    expect((await patch(rosie, gid, String(basil.id), { status: "member" })).status).toBe(404);
    const owner = await memberDELETE(req(`/api/groups/${gid}/members/me`, { method: "DELETE", token: rosie.token }), params({ id: gid, user_id: "me" }));
    expect(owner.status).toBe(409);
    expect((await listGET(req("/api/groups?near=Atlantis%2C%20XX"))).status).toBe(422);
  });
});
