import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeUser } from "@/db/factories";
import { GET } from "@/app/api/images/[file]/route";
import { blockPair } from "@/lib/blocks";
import { addDays, today } from "@/lib/clock";
import { isAppError } from "@/lib/errors";
import { invoke } from "@/lib/use-case";
import { params, req } from "@/test/http";
import { testViewer } from "@/test/viewer";
import { getImage } from "./get-image";
import { storeImage } from "./index";

/**
 * Issue 29 M7: a picture is as visible as what shows it, under THE visibility rule (lib/visibility):
 * each row is a picture's situation, each column a caller of GET /api/images/<hash>.webp (and its
 * thumbnail), the cell whether that caller gets it (everyone else: 404, as for a missing picture).
 */
const CALLERS = ["anonymous", "stranger", "friend", "owner", "blocked"] as const;
type Caller = (typeof CALLERS)[number];

let seq = 0;
const rows: Record<string, { hash: string; ids: Record<Exclude<Caller, "anonymous">, number> }> = {};
const gardener = () => makeUser(db());

/** A fresh owner with a friend, a stranger and a gardener they blocked, and a picture only this row uses. */
async function row(name: string, setup: (owner: { id: number }, hash: string) => Promise<void>) {
  const [owner, friend, stranger, blocked] = await Promise.all([gardener(), gardener(), gardener(), gardener()]);
  await makeFriendship(db(), owner.id, friend.id, "accepted");
  await blockPair(owner.id, blocked.id);
  seq += 1;
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: seq % 256, g: (seq * 7) % 256, b: 99 } } }).png().toBuffer();
  const { hash } = await storeImage(png, owner.id);
  await setup(owner, hash);
  rows[name] = { hash, ids: { owner: owner.id, friend: friend.id, stranger: stranger.id, blocked: blocked.id } };
}

const listing = (l: Partial<typeof schema.listings.$inferInsert>) => async (owner: { id: number }, hash: string) => {
  await makeListing(db(), owner.id, { featuredImageHash: hash, ...l });
};
const restrict = (owner: { id: number }, how: "suspended" | "banned") =>
  db()
    .update(schema.users)
    .set(how === "suspended" ? { suspendedUntil: new Date(Date.now() + 86_400_000) } : { bannedAt: new Date() })
    .where(eq(schema.users.id, owner.id));
const avatar = async (owner: { id: number }, hash: string) => {
  await db().update(schema.users).set({ profileImageHash: hash }).where(eq(schema.users.id, owner.id));
};

beforeAll(async () => {
  await row("listing: public, available", listing({}));
  await row("listing: friends only", listing({ isPublic: false }));
  await row("listing: taken down", listing({ isActive: false }));
  await row("listing: completed", listing({ stateId: 3 }));
  await row("listing: expired", listing({ availableUntil: addDays(today(), -1) }));
  await row("listing: hidden by a moderator", listing({ hiddenAt: new Date() }));
  await row("listing: owner suspended", async (o, h) => {
    await listing({})(o, h);
    await restrict(o, "suspended");
  });
  await row("listing: owner banned", async (o, h) => {
    await listing({})(o, h);
    await restrict(o, "banned");
  });
  await row("avatar", avatar);
  await row("avatar: gardener suspended", async (o, h) => {
    await avatar(o, h);
    await restrict(o, "suspended");
  });
  await row("avatar: gardener banned", async (o, h) => {
    await avatar(o, h);
    await restrict(o, "banned");
  });
}, 60_000);

/** 200 or 404, as GET /api/images/<file> answers it to this caller (the use case the route door runs). */
async function status(hash: string, thumb: boolean, userId: number | null) {
  const viewer = userId === null ? null : testViewer({ id: userId });
  try {
    const { cache } = await invoke(getImage, viewer, { file: `${hash}${thumb ? "-thumb" : ""}.webp` });
    expect(cache).not.toMatch(/public/);
    return 200;
  } catch (e) {
    if (isAppError(e) && e.kind === "not_found") return 404;
    throw e;
  }
}

describe("pictures follow the one visibility rule", () => {
  it("who gets which picture (full size and thumbnail alike); everyone else 404", async () => {
    const out: Record<string, Caller[]> = {};
    for (const [name, { hash, ids }] of Object.entries(rows)) {
      out[name] = [];
      for (const who of CALLERS) {
        const id = who === "anonymous" ? null : ids[who];
        const [full, thumb] = [await status(hash, false, id), await status(hash, true, id)];
        expect(thumb).toBe(full);
        if (full === 200) out[name].push(who);
      }
    }
    expect(out).toEqual({
      "listing: public, available": ["anonymous", "stranger", "friend", "owner"],
      "listing: friends only": ["friend", "owner"],
      "listing: taken down": ["owner"],
      "listing: completed": ["owner"],
      "listing: expired": ["owner"],
      "listing: hidden by a moderator": ["owner"],
      "listing: owner suspended": ["owner"],
      "listing: owner banned": ["owner"],
      avatar: ["anonymous", "stranger", "friend", "owner"],
      "avatar: gardener suspended": ["owner"],
      "avatar: gardener banned": ["owner"],
    });
  });

  it("over HTTP: a hidden picture is 404 even on revalidation (no 304), a visible one private", async () => {
    const get = (hash: string, headers: Record<string, string> = {}) => GET(req(`/api/images/${hash}.webp`, { headers }), params({ file: `${hash}.webp` }));
    for (const name of ["listing: hidden by a moderator", "listing: completed", "listing: owner suspended"]) {
      const { hash } = rows[name];
      expect((await get(hash)).status).toBe(404);
      expect((await get(hash, { "if-none-match": `"${hash}"` })).status).toBe(404);
    }
    const shown = await get(rows["listing: public, available"].hash);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, max-age=60, must-revalidate");
  });
});
