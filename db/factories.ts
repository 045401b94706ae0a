import { sql } from "drizzle-orm";
import sharp from "sharp";
import { hashPassword } from "@/lib/auth/password";
import { listingCropColumns, wishCropColumns } from "@/lib/crops/columns";
import { storeImage } from "@/lib/images";
import { orderedPair } from "@/lib/friends";
import type { Db } from "./index";
import { schema } from "./index";

/** Building blocks shared by the demo seed and the tests: rows written straight through drizzle. */
let seq = 0;
const next = () => `${Date.now().toString(36)}${++seq}`;
let cachedHash: Promise<string> | undefined;

export type UserSeed = Partial<typeof schema.users.$inferInsert> & { password?: string };

export async function makeUser(db: Db, u: UserSeed = {}) {
  const n = next();
  const { password = "gardenswap123", ...rest } = u;
  // Hashing is slow on purpose; tests share one hash for the default password.
  const passwordHash = password === "gardenswap123" ? await (cachedHash ??= hashPassword(password)) : await hashPassword(password);
  const [row] = await db
    .insert(schema.users)
    .values({ email: `g_${n}@example.com`, username: `g_${n}`, firstName: "Garden", lastName: "Er", passwordHash, ...rest })
    .returning();
  return row;
}

export async function makeListing(db: Db, ownerId: number, l: Partial<typeof schema.listings.$inferInsert> = {}) {
  const title = l.title ?? `Listing ${next()}`;
  const [row] = await db
    .insert(schema.listings)
    // Listings inherit their owner's approximate point, as createListing does.
    .values({ ownerId, title, typeId: 2, categoryId: 1, price: 0, isPublic: true, loc: sql`(select loc from users where id = ${ownerId})`, ...listingCropColumns(title), ...l })
    .returning();
  return row;
}

export async function makeWant(db: Db, userId: number, w: Partial<typeof schema.wantItems.$inferInsert> = {}) {
  const title = w.title ?? `Wish ${next()}`;
  const [row] = await db.insert(schema.wantItems).values({ userId, title, categoryId: 1, ...wishCropColumns(title), ...w }).returning();
  return row;
}

/** Makes two users friends (accepted) or leaves a pending request from `from` to `to`. */
export async function makeFriendship(db: Db, from: number, to: number, status: "pending" | "accepted" = "accepted") {
  const [lo, hi] = orderedPair(from, to);
  const [row] = await db
    .insert(schema.friendships)
    .values({ userLowId: lo, userHighId: hi, requesterId: from, status, acceptedAt: status === "accepted" ? new Date() : null })
    .returning();
  return row;
}

export async function makeMessage(db: Db, senderId: number, receiverId: number, content: string, createdAt?: Date) {
  const [row] = await db.insert(schema.messages).values({ senderId, receiverId, content, ...(createdAt ? { createdAt } : {}) }).returning();
  return row;
}

/** A small illustrative picture (no text, so no fonts needed) stored through lib/images. */
export async function makePicture(db: Db, ownerId: number | null, palette: { bg: string; fg: string; leaf?: string }, shape: "round" | "seeds" | "plant" = "round") {
  const leaf = palette.leaf ?? "#4f7d2a";
  const body =
    shape === "seeds"
      ? `<rect x="230" y="150" width="340" height="300" rx="24" fill="${palette.fg}"/><rect x="270" y="190" width="260" height="120" rx="12" fill="#fbf8f2"/><circle cx="330" cy="250" r="26" fill="${leaf}"/><circle cx="400" cy="250" r="26" fill="${leaf}"/><circle cx="470" cy="250" r="26" fill="${leaf}"/>`
      : shape === "plant"
        ? `<path d="M300 470h200l-25 -120h-150z" fill="${palette.fg}"/><path d="M400 350V200" stroke="${leaf}" stroke-width="14"/><path d="M400 260c0-60 40-100 110-105 0 70-40 105-110 105z" fill="${leaf}"/><path d="M400 300c0-50-35-85-100-90 0 60 35 90 100 90z" fill="${leaf}"/>`
        : `<circle cx="340" cy="330" r="110" fill="${palette.fg}"/><circle cx="480" cy="350" r="80" fill="${palette.fg}" opacity="0.85"/><path d="M330 225c10-30 40-45 70-40-10 30-40 45-70 40z" fill="${leaf}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${palette.bg}"/>${body}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return storeImage(png, ownerId, db);
}
