import "@/lib/validation/zod-config";
import { z } from "zod";
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import sharp from "sharp";
import { db, schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { AppError, invalid } from "@/lib/errors";
import { defineJob, every } from "@/lib/jobs";
import { visibleTo } from "@/lib/visibility";
import { log } from "@/lib/log";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_INPUT_PIXELS = 50_000_000; // refuses decompression bombs before decoding them
const MAX_SIDE = 1600;
const THUMB_SIDE = 400;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export const IMAGE_TOO_LARGE = "Image is too large (max 10 MB)";
export const NOT_AN_IMAGE = "The file is not a supported image (JPEG, PNG, WebP, GIF, AVIF or HEIC)";

export type ProcessedImage = { hash: string; data: Buffer; thumb: Buffer; width: number; height: number };

/**
 * Validates by content (never by file name or declared type), auto-rotates, strips every piece of
 * metadata (EXIF, GPS: sharp drops it unless asked to keep it), resizes and re-encodes to WebP.
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength > MAX_UPLOAD_BYTES) throw new AppError("too_large", IMAGE_TOO_LARGE);
  if (input.byteLength === 0) throw invalid(NOT_AN_IMAGE);
  const opts = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let format: string | undefined;
  try {
    format = (await sharp(input, opts).metadata()).format;
  } catch (e) {
    if (String(e).includes("pixel limit")) throw new AppError("too_large", "Image dimensions are too large");
    throw invalid(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid(NOT_AN_IMAGE);
  try {
    const base = sharp(input, opts).rotate();
    const { data, info } = await base
      .clone()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base.clone().resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: "inside", withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    const hash = createHash("sha256").update(data).digest("hex");
    return { hash, data, thumb, width: info.width, height: info.height };
  } catch {
    throw invalid(NOT_AN_IMAGE);
  }
}

/** Processes and stores an upload; the same picture uploaded twice is stored once. */
export async function storeImage(input: Uint8Array, ownerId: number | null, tx: Tx = db()) {
  const img = await processImage(input);
  await tx
    .insert(schema.images)
    .values({ hash: img.hash, ownerId, data: img.data, thumb: img.thumb, width: img.width, height: img.height, bytes: img.data.byteLength })
    .onConflictDoNothing();
  return { hash: img.hash, path: `images/${img.hash}.webp`, width: img.width, height: img.height };
}

/** Public path of a stored image, as the spec's client expects it (it prefixes /api/). */
export const imagePath = (hash: string | null | undefined) => (hash ? `images/${hash}.webp` : null);

/** An uploaded file (a use case's `image: imageField`) as bytes; absent, empty or not a file → null. */
export async function imageBytes(value: unknown): Promise<Uint8Array | null> {
  if (!(value instanceof Blob) || value.size === 0) return null;
  if (value.size > MAX_UPLOAD_BYTES) throw new AppError("too_large", IMAGE_TOO_LARGE);
  return new Uint8Array(await value.arrayBuffer());
}

/** The optional picture of a multipart body, as the route door passes it (a File; anything else is ignored). */
export const imageField = z.unknown().optional().describe("An image file (multipart/form-data)");

const FILE_RE = /^([a-f0-9]{64})(-thumb|-avatar)?\.webp$/;
/** `thumb`: the 400 px thumbnail; `avatar`: the small square for avatars (AVATAR_SIDE), made from the thumbnail. */
export function parseImageFile(file: string): { hash: string; thumb: boolean; avatar?: true } | null {
  const m = FILE_RE.exec(file);
  if (!m) return null;
  return m[2] === "-avatar" ? { hash: m[1], thumb: true, avatar: true } : { hash: m[1], thumb: !!m[2] };
}

/**
 * The avatar size (issue 31): avatars show at 22–48 px, so 96 px covers a 2× screen; the 400 px
 * thumbnail was 5–10 times the bytes. Made on request from the thumbnail (no stored copy, no
 * migration), cut to a square like the round frame shows it; the last few are kept in memory.
 */
export const AVATAR_SIDE = 96;
const avatarMemo = new Map<string, Buffer>();
const AVATAR_MEMO_MAX = 300;

export async function readAvatar(hash: string): Promise<Buffer | null> {
  const kept = avatarMemo.get(hash);
  if (kept) return kept;
  const thumb = await readImage(hash, true);
  if (!thumb) return null;
  const small = await sharp(thumb, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: "cover", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  if (avatarMemo.size >= AVATAR_MEMO_MAX) avatarMemo.delete(avatarMemo.keys().next().value!);
  avatarMemo.set(hash, small);
  return small;
}

/**
 * Who may see an image follows what it shows: a profile picture is public; a listing's picture
 * is as visible as the listing; an unattached upload only to its owner.
 */
export async function imageAccess(viewer: Viewer | null, hash: string): Promise<"public" | "private" | "none"> {
  const { users, listings, images } = schema;
  const [profile] = await db().select({ id: users.id }).from(users).where(eq(users.profileImageHash, hash)).limit(1);
  if (profile) return "public";
  const [publicListing] = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.featuredImageHash, hash), eq(listings.isPublic, true), eq(listings.isActive, true)))
    .limit(1);
  if (publicListing) return "public";
  if (!viewer) return "none";
  // The same rule as every listing query (lib/visibility/index.ts).
  const [visible] = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.featuredImageHash, hash), visibleTo(viewer)))
    .limit(1);
  if (visible) return "private";
  const [own] = await db().select({ hash: images.hash }).from(images).where(and(eq(images.hash, hash), eq(images.ownerId, viewer.id))).limit(1);
  return own ? "private" : "none";
}

/** Width and height of one of our stored pictures (`images/<hash>.webp`), for OpenGraph tags; null otherwise. */
export async function imageSize(path: string | null | undefined): Promise<{ width: number; height: number } | null> {
  const hash = path ? /^images\/([a-f0-9]{64})\.webp$/.exec(path)?.[1] : undefined;
  if (!hash) return null;
  const [row] = await db().select({ width: schema.images.width, height: schema.images.height }).from(schema.images).where(eq(schema.images.hash, hash)).limit(1);
  return row ?? null;
}

export async function readImage(hash: string, thumb: boolean) {
  const [row] = await db()
    .select({ data: thumb ? schema.images.thumb : schema.images.data })
    .from(schema.images)
    .where(eq(schema.images.hash, hash))
    .limit(1);
  return row?.data ?? null;
}

/** Deletes an image no listing or profile uses any more (a listing's deletion deletes its picture). */
export async function deleteImageIfUnused(hash: string | null | undefined, tx: Tx = db()) {
  if (!hash) return;
  await tx.execute(sql`
    delete from ${schema.images} i
    where i.hash = ${hash}
      and not exists (select 1 from ${schema.listings} l where l.featured_image_hash = i.hash)
      and not exists (select 1 from ${schema.users} u where u.profile_image_hash = i.hash)`);
}

/** How long an uploaded picture may stay unused (a form abandoned after its upload) before the sweep deletes it. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Deletes pictures no listing or profile uses that are older than `before`. Returns how many. */
export async function deleteUnusedImages(before: Date): Promise<number> {
  const gone = await db()
    .delete(schema.images)
    .where(
      and(
        lt(schema.images.createdAt, before),
        sql`not exists (select 1 from ${schema.listings} l where l.featured_image_hash = ${qualified(schema.images.hash)})`,
        sql`not exists (select 1 from ${schema.users} u where u.profile_image_hash = ${qualified(schema.images.hash)})`,
      ),
    )
    .returning({ hash: schema.images.hash });
  return gone.length;
}

/** Hourly: the image clean-up (lib/jobs). */
export const imageSweepJob = defineJob<Record<string, never>>("images.sweep", { retryLimit: 2 }, async () => {
  const n = await deleteUnusedImages(new Date(Date.now() - UNUSED_IMAGE_GRACE_MS));
  if (n) log.info(`image sweep: ${n} unused pictures deleted`);
});
every(imageSweepJob, "17 * * * *");
