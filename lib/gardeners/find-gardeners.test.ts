import { describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeFriendship, makeUser } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { invoke } from "@/lib/use-case";
import { findGardeners } from "./find-gardeners";
import { testViewer } from "@/test/viewer";

const as = (u: { id: number; username: string }): Viewer => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "test" }));
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("findGardeners", () => {
  it("finds by username, first or last name and town, never the viewer, with the viewer's relation", async () => {
    const t = tag();
    const me = await makeUser(db(), { username: `me_${t}`, city: `Town${t}` });
    const byName = await makeUser(db(), { username: `x1_${t}`, firstName: `Quince${t}`, lastName: "Ng" });
    const byTown = await makeUser(db(), { username: `x2_${t}`, city: `Town${t}`, state: "OR" });
    const byUsername = await makeUser(db(), { username: `medlar_${t}` });
    await makeFriendship(db(), byTown.id, me.id, "accepted");

    const names = async (q: string) => (await invoke(findGardeners, as(me), { q })).map((r) => r.username);
    expect(await names(`quince${t}`)).toEqual([byName.username]);
    expect(await names(`town${t}`)).toEqual([byTown.username]);
    expect(await names(`medlar_${t}`)).toEqual([byUsername.username]);
    const [friend] = await invoke(findGardeners, as(me), { q: `town${t}` });
    expect(friend).toMatchObject({ id: byTown.id, status: "accepted", city: `Town${t}` });
    // A result shows only what a public profile shows: never names or e-mail.
    expect(Object.keys(friend).sort()).toEqual(["city", "direction", "id", "profile_picture", "request_id", "requester_id", "state", "status", "username"]);
    expect(await names("")).toEqual([]);
  });

  it("refuses an anonymous caller and a query over 50 characters", async () => {
    await expect(invoke(findGardeners, null, { q: "rosie" })).rejects.toMatchObject({ kind: "unauthorized" });
    const me = await makeUser(db(), { username: `me_${tag()}` });
    await expect(invoke(findGardeners, as(me), { q: "x".repeat(51) })).rejects.toMatchObject({ kind: "invalid" });
  });
});
