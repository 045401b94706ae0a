import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { makeUser, makeWant } from "@/db/factories";
import { outsideNext } from "@/test/next-request";
import { deleteWantAction, saveWantsAction } from "./listings";

// The actions read the viewer from the session cookie: tests choose who is signed in.
const { signIn } = outsideNext();

const titles = async (userId: number) => (await db().select({ t: schema.wantItems.title }).from(schema.wantItems).where(eq(schema.wantItems.userId, userId))).map((r) => r.t).sort();
const form = (id: number) => {
  const f = new FormData();
  f.set("id", String(id));
  return f;
};

describe("wish-list server actions", () => {
  beforeEach(() => signIn(null));

  it("save: anonymous is refused and nothing is written", async () => {
    const res = await saveWantsAction([{ title: "Garlic", category_id: 1 }]);
    expect(res.ok).toBe(false);
    expect(await db().select({ id: schema.wantItems.id }).from(schema.wantItems)).toEqual([]);
  });

  it("save: the spec's messages come back; a good save writes", async () => {
    const u = await makeUser(db());
    await signIn(u);
    expect(await saveWantsAction([{ title: "ab", category_id: 1 }])).toMatchObject({ ok: false, error: "Each item must have at least 3 characters", issues: [{ path: ["items", 0, "title"] }] });
    expect(await saveWantsAction([])).toMatchObject({ ok: false, error: "Please add at least one item to your wish list" });
    expect(await saveWantsAction("junk")).toMatchObject({ ok: false });
    expect(await saveWantsAction([{ title: "Garlic", category_id: 3 }])).toEqual({ ok: true });
    expect(await titles(u.id)).toEqual(["Garlic"]);
  });

  it("delete: only the owner's wish goes", async () => {
    const [a, b] = [await makeUser(db()), await makeUser(db())];
    const w = await makeWant(db(), a.id, { title: "Figs" });
    await deleteWantAction(form(w.id));
    await signIn(b);
    await deleteWantAction(form(w.id));
    expect(await titles(a.id)).toEqual(["Figs"]);
    await signIn(a);
    await deleteWantAction(form(w.id));
    expect(await titles(a.id)).toEqual([]);
  });
});
