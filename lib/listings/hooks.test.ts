import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeUser } from "@/db/factories";
import { subscribe } from "@/lib/events";
import { invoke } from "@/lib/use-case";
import { createWant } from "@/lib/wants/create-want";
import { deleteWant } from "@/lib/wants/delete-want";
import { saveWants } from "@/lib/wants/save-wants";
import { updateWant } from "@/lib/wants/update-want";
import { testViewer } from "@/test/viewer";
import { createListing } from "./create-listing";
import { deleteListing } from "./delete-listing";
import { setListingVisibility } from "./set-listing-visibility";
import { updateListing } from "./update-listing";

// The use cases publish domain events (lib/events); a recording subscriber sees each one (what the
// real subscribers do with them is tested in lib/notifications).
const calls = { listing: [] as number[], want: [] as number[] };
const unsubscribe = [
  subscribe("listing.changed", "test.record", async ({ listingId }) => void calls.listing.push(listingId)),
  subscribe("wish.changed", "test.record", async ({ wantId }) => void calls.want.push(wantId)),
];
afterAll(() => unsubscribe.forEach((off) => off()));

describe("the change events are published after each committed change", () => {
  beforeEach(() => {
    calls.listing.length = 0;
    calls.want.length = 0;
  });

  it("listings: create, edit, visibility; not on a refused change or a delete", async () => {
    const u = await makeUser(db());
    const other = await makeUser(db());
    const v = testViewer({ id: u.id, username: u.username, sessionId: "s" });
    const l = await invoke(createListing, v, { title: "Leeks", type_id: 2 });
    await invoke(updateListing, v, { id: l.id, is_active: false });
    await invoke(updateListing, v, { id: l.id, is_active: true });
    await invoke(setListingVisibility, v, { id: l.id, is_public: true });
    await expect(invoke(updateListing, testViewer({ id: other.id, username: other.username, sessionId: "s" }), { id: l.id, title: "x" })).rejects.toThrow();
    await expect(invoke(createListing, v, { title: "no", type_id: 2 })).rejects.toThrow();
    expect(calls.listing).toEqual([l.id, l.id, l.id, l.id]);
    await invoke(deleteListing, v, { id: l.id });
    expect(calls.listing.length).toBe(4);
  });

  it("wishes: created and renamed ones only", async () => {
    const u = await makeUser(db());
    const v = testViewer({ id: u.id, username: u.username, sessionId: "s" });
    const a = await invoke(createWant, v, { title: "Garlic", category_id: 3 });
    await invoke(updateWant, v, { id: a.id, title: "Elephant garlic" });
    await invoke(deleteWant, v, { id: a.id });
    expect(calls.want).toEqual([a.id, a.id]);
    calls.want.length = 0;
    const saved = await invoke(saveWants, v, { items: [{ title: "Figs", category_id: 1 }] });
    await invoke(saveWants, v, { items: [{ id: saved[0].id, title: "Figs", category_id: 1 }, { title: "Plums", category_id: 1 }] });
    expect(calls.want.length).toBe(2);
  });
});
