import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { makeUser } from "@/db/factories";
import { testViewer } from "@/test/viewer";

const calls = vi.hoisted(() => ({ listing: [] as number[], want: [] as number[] }));
// The use cases publish domain events (lib/events); what subscribes to them is tested in lib/notifications.
vi.mock("@/lib/events", () => ({
  subscribe: () => {},
  publishEvent: async (event: string, payload: { listingId?: number; wantId?: number }) => {
    if (event === "listing.changed") calls.listing.push(payload.listingId!);
    if (event === "wish.changed") calls.want.push(payload.wantId!);
  },
}));
const { createListing } = await import("./create-listing");
const { updateListing } = await import("./update-listing");
const { setListingVisibility } = await import("./set-listing-visibility");
const { deleteListing } = await import("./delete-listing");
const { invoke } = await import("@/lib/use-case");
const { saveWants } = await import("@/lib/wants/save-wants");
const { createWant } = await import("@/lib/wants/create-want");
const { updateWant } = await import("@/lib/wants/update-want");
const { deleteWant } = await import("@/lib/wants/delete-want");

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
