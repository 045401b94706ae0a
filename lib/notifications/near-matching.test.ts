import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeUser, makeWant } from "@/db/factories";
import { updateProfileInfo } from "@/lib/accounts/profile";
import { outboxFor } from "@/lib/mail";
import { deliverMatchEmails } from "./email";
import { matchListing } from "./events";
import { listNotifications } from "./index";
import { listingsMatchingWish, wishesMatchingListing } from "./matching";
import { testViewer } from "@/test/viewer";

/** Issue 13: wishes match public listings within the wisher's radius; friends' at any distance. */
const place = async (id: number, postcode: string, match_radius_km?: string) => {
  await updateProfileInfo(testViewer({ id, username: "x", sessionId: "s" }), { city: "x", state: "x", postcode, ...(match_radius_km ? { match_radius_km } : {}) }, null);
};

let wisher: number, anywhere: number, nearby: number, far: number, farFriend: number, unknown: number;

beforeAll(async () => {
  // One after another: each gardener's approximate point is keyed on their id, so the ids must not
  // depend on which concurrent insert finished first (on Postgres's pool that varied, and with it the bucket).
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) ids.push((await makeUser(db())).id);
  [wisher, anywhere, nearby, far, farFriend, unknown] = ids;
  await place(wisher, "97214", "25"); // Portland
  await place(anywhere, "97214", "anywhere");
  await place(nearby, "97215"); // about 3 km
  await place(far, "98103"); // Seattle, about 230 km
  await place(farFriend, "98103");
  await place(unknown, "00000");
  await makeFriendship(db(), wisher, farFriend, "accepted");
});

describe("wishes within reach", () => {
  it("a new listing notifies wishers within their radius, friends at any distance, 'anywhere' wishers always", async () => {
    const w1 = await makeWant(db(), wisher, { title: "Rhubarb crowns", categoryId: 3 });
    const w2 = await makeWant(db(), anywhere, { title: "Rhubarb crowns", categoryId: 3 });
    const wishersOf = async (owner: number) => {
      const l = await makeListing(db(), owner, { title: "Rhubarb crowns", categoryId: 3, isPublic: true });
      const { matches } = await db().transaction((tx) => wishesMatchingListing(tx, l.id));
      return matches.map((m) => m.wantId).filter((id) => id === w1.id || id === w2.id);
    };
    expect(await wishersOf(nearby)).toEqual([w1.id, w2.id]);
    expect(await wishersOf(far)).toEqual([w2.id]);
    expect(await wishersOf(farFriend)).toEqual([w1.id, w2.id]);
    expect(await wishersOf(unknown)).toEqual([w1.id, w2.id]); // distance unknown: not held back
  });

  it("a new wish finds listings within the wisher's radius (and friends' anywhere)", async () => {
    const near = await makeListing(db(), nearby, { title: "Purple sprouting broccoli", categoryId: 3, isPublic: true });
    const away = await makeListing(db(), far, { title: "Purple sprouting broccoli", categoryId: 3, isPublic: true });
    const friends = await makeListing(db(), farFriend, { title: "Purple sprouting broccoli", categoryId: 3, isPublic: true });
    const w = await makeWant(db(), wisher, { title: "Purple sprouting broccoli", categoryId: 3 });
    const { matches } = await db().transaction((tx) => listingsMatchingWish(tx, w.id));
    expect(matches.map((m) => m.listingId)).toEqual([near.id, friends.id]);
    expect(matches.map((m) => m.listingId)).not.toContain(away.id);
  });
});

describe("the match shows how far, as a bucket (issue 13)", () => {
  it("in the notification list and the match e-mail: 'about 2 miles', never a number or the seller's address", async () => {
    const w = await makeWant(db(), wisher, { title: "Globe artichoke", categoryId: 3 });
    const l = await makeListing(db(), nearby, { title: "Globe artichoke", categoryId: 3, isPublic: true });
    await matchListing(l.id);
    const viewer = testViewer({ id: wisher, username: "x", sessionId: "s" });
    const item = (await listNotifications(viewer)).items.find((n) => n.want?.id === w.id)!;
    expect(item.listing).toMatchObject({ id: l.id, distance_bucket: "about 2 miles" });

    const [{ email }] = await db().select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, wisher));
    expect(await deliverMatchEmails(wisher, new Date(Date.now() + 3 * 60 * 60_000))).toBe("sent");
    const [mail] = await outboxFor(email);
    expect(mail.text).toContain("about 2 miles away");
    expect(mail.html + mail.text).not.toMatch(/\b\d{1,3}\.\d{4,}\b/); // no coordinates or exact distances
    expect(mail.text).not.toContain("97215");
  });
});
