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

describe("the real-name oracle (issue 29, L4)", () => {
  it("growing a part of a surname one letter at a time recovers nothing; the whole name still finds them", async () => {
    const t = tag();
    const me = await makeUser(db(), { username: `seeker_${t}` });
    // Username and town say nothing of the name, so only the name could match.
    // Digits only: a username holding the tag's letters could itself contain the surname's "or…" (CI: "orf").
    const target = await makeUser(db(), { username: `b_${Date.now()}${Math.floor(Math.random() * 1e6)}`, firstName: "Basil", lastName: `Zmoreno${t}`, city: "Bend" });
    const found = async (q: string) => (await invoke(findGardeners, as(me), { q })).some((r) => r.id === target.id);
    // The review's attack: start from two letters inside the surname and grow it while the target stays.
    const surname = `zmoreno${t}`;
    let known = surname.slice(2, 4);
    let requests = 0;
    const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
    if (await found(known)) {
      for (let grown = true; grown && requests < 400; ) {
        grown = false;
        for (const c of alphabet) {
          requests++;
          if (await found(known + c)) {
            known += c;
            grown = true;
            break;
          }
        }
      }
    }
    expect(known).toBe(surname.slice(2, 4)); // not one letter more
    expect(await found(surname.slice(0, surname.length - 1))).toBe(false); // nor the surname but its last letter
    // Whole names still find a gardener (the documented search), whatever the case.
    expect(await found(surname.toUpperCase())).toBe(true);
    expect(await found("basil")).toBe(true);
    expect(await found(`Basil  ${surname}`)).toBe(true);
  });
});
