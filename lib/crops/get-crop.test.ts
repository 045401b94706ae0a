import { describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeFriendship, makeListing, makeUser, makeWant } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { listListings } from "@/lib/listings";
import { searchWants } from "@/lib/wants";
import { invoke } from "@/lib/use-case";
import { getCrop } from "./get-crop";

const viewerOf = (u: { id: number; username: string }) => ({ id: u.id, username: u.username, sessionId: "s" }) as unknown as Viewer;

describe("the crop page (getCrop)", () => {
  it("lists what the caller may see of the crop under any name or variety, and counts the gardeners who want it", async () => {
    const before = await invoke(getCrop, null, { slug: "kohlrabi" });
    const grower = await makeUser(db());
    const friend = await makeUser(db());
    await makeFriendship(db(), grower.id, friend.id);
    const open = await makeListing(db(), grower.id, { title: "Purple Vienna", isPublic: true });
    const friendsOnly = await makeListing(db(), grower.id, { title: "German turnips", isPublic: false });
    const reserved = await makeListing(db(), grower.id, { title: "Kohlrabi", isPublic: true, stateId: 2 });
    await makeListing(db(), grower.id, { title: "Turnips", isPublic: true });
    for (const title of ["kohlrabi", "Azur Star kohlrabi"]) await makeWant(db(), (await makeUser(db())).id, { title });
    await makeWant(db(), friend.id, { title: "German turnip" });
    await makeWant(db(), friend.id, { title: "kohlrabi", categoryId: 2 }); // the same gardener counts once

    const anyone = await invoke(getCrop, null, { slug: "kohlrabi" });
    expect(anyone.label).toBe("Kohlrabi");
    expect(anyone.scientific).toContain("Brassica oleracea");
    const ids = anyone.listings.map((l) => l.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(friendsOnly.id);
    expect(ids).not.toContain(reserved.id);
    expect(anyone.wanted_by - before.wanted_by).toBe(3);

    const asFriend = await invoke(getCrop, viewerOf(friend), { slug: "kohlrabi" });
    expect(asFriend.listings.map((l) => l.id)).toContain(friendsOnly.id);
  });

  it("is 404 for an unknown or malformed slug, and changes nothing", async () => {
    await expect(invoke(getCrop, null, { slug: "triffid" })).rejects.toMatchObject({ kind: "not_found" });
    await expect(invoke(getCrop, null, { slug: "../etc" })).rejects.toMatchObject({ kind: "invalid" });
  });
});

describe("search (?q=) by crop", () => {
  it("finds a crop under its other names and varieties, and forgives typos", async () => {
    const grower = await makeUser(db());
    const courgettes = await makeListing(db(), grower.id, { title: "Courgettes galore", isPublic: true });
    const variety = await makeListing(db(), grower.id, { title: "Defender, too many", isPublic: true });
    const sweet = await makeListing(db(), grower.id, { title: "Sweet potato slips", isPublic: true });
    const find = async (q: string) => (await listListings(null, { public: true, q, limit: 200 })).items.map((l) => l.id);
    for (const q of ["zucchini", "zuchini", "courgette"]) {
      const found = await find(q);
      expect(found, q).toContain(courgettes.id);
      expect(found, q).toContain(variety.id);
    }
    expect(await find("swet potato")).toContain(sweet.id);
  });

  it("finds wishes for a crop under another name", async () => {
    const wisher = await makeUser(db());
    const wish = await makeWant(db(), wisher.id, { title: "Eggplant please" });
    expect((await searchWants(null, "aubergines", undefined, 100)).map((w) => w.id)).toContain(wish.id);
  });
});
