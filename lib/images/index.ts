import "@/lib/validation/zod-config";
import { z } from "zod";
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { db, schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { AppError, invalid } from "@/lib/errors";
import { defineJob, every } from "@/lib/jobs";
import { gardenerVisibleTo, visibleTo } from "@/lib/visibility";
import { log } from "@/lib/log";
import { withSlot } from "@/lib/work-slots";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Decode work is capped by pixels (issue 29, M5). JPEG decodes shrunk on load (libvips reads it at
 * 1/2, 1/4 or 1/8 scale for a 1600 px result), so a phone's full 48-50 MP photo (8160×6120) costs
 * about what a 12 MP PNG does: JPEG keeps 50 MP. Every other format decodes every pixel (a 7000×7000
 * PNG of 156 KB took ~2 s under load), so it gets 25 MP: a 24 MP phone HEIC (5712×4284) and any
 * screenshot pass, a 49 MP PNG is refused with 413 after reading its header only.
 */
const MAX_INPUT_PIXELS = 25_000_000;
const MAX_JPEG_INPUT_PIXELS = 50_000_000;
/**
 * At most one decode runs at a time per process (on 2 CPUs that leaves one for every other request),
 * up to 8 wait (each holds at most 10 MB), and beyond that an upload gets 503 with Retry-After.
 * libvips uses one thread per decode for the same reason (sharp.concurrency(1)).
 */
export const DECODE_SLOTS = { concurrency: 1, queue: 8 };
export const DECODE_POOL = "images.decode";
sharp.concurrency(1);
const MAX_SIDE = 1600;
const THUMB_SIDE = 400;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export const IMAGE_TOO_LARGE = "Image is too large (max 10 MB)";
export const IMAGE_DIMENSIONS_TOO_LARGE = "Image dimensions are too large";
export const NOT_AN_IMAGE = "The file is not a supported image (JPEG, PNG, WebP, GIF, AVIF or HEIC)";

export type ProcessedImage = { hash: string; data: Buffer; thumb: Buffer; width: number; height: number };

/**
 * Validates by content (never by file name or declared type), auto-rotates, strips every piece of
 * metadata (EXIF, GPS: sharp drops it unless asked to keep it), resizes and re-encodes to WebP.
 * Call it outside any database transaction: decoding waits for a slot and takes CPU time.
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength > MAX_UPLOAD_BYTES) throw new AppError("too_large", IMAGE_TOO_LARGE);
  if (input.byteLength === 0) throw invalid(NOT_AN_IMAGE);
  let meta: Metadata;
  try {
    // The header only: cheap, and outside the decode slot.
    meta = await sharp(input, { limitInputPixels: MAX_JPEG_INPUT_PIXELS, failOn: "error" }).metadata();
  } catch (e) {
    if (String(e).includes("pixel limit")) throw new AppError("too_large", IMAGE_DIMENSIONS_TOO_LARGE);
    throw invalid(NOT_AN_IMAGE);
  }
  const format = meta.format;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid(NOT_AN_IMAGE);
  const maxPixels = format === "jpeg" ? MAX_JPEG_INPUT_PIXELS : MAX_INPUT_PIXELS;
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) throw new AppError("too_large", IMAGE_DIMENSIONS_TOO_LARGE);
  return withSlot(DECODE_POOL, DECODE_SLOTS, async () => {
    try {
      const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: "error" })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      // The thumbnail from the 1600 px result: one decode of the upload, not two.
      const thumb = await sharp(data).resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: "inside", withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      const hash = createHash("sha256").update(data).digest("hex");
      return { hash, data, thumb, width: info.width, height: info.height };
    } catch (e) {
      if (String(e).includes("pixel limit")) throw new AppError("too_large", IMAGE_DIMENSIONS_TOO_LARGE);
      throw invalid(NOT_AN_IMAGE);
    }
  });
}

/** Stores a processed image (in the caller's transaction); the same picture uploaded twice is stored once. */
export async function saveImage(img: ProcessedImage, ownerId: number | null, tx: Tx = db()) {
  await tx
    .insert(schema.images)
    .values({ hash: img.hash, ownerId, data: img.data, thumb: img.thumb, width: img.width, height: img.height, bytes: img.data.byteLength })
    .onConflictDoNothing();
  return { hash: img.hash, path: `images/${img.hash}.webp`, width: img.width, height: img.height };
}

/** Processes and stores an upload (never inside a transaction: see processImage). */
export async function storeImage(input: Uint8Array, ownerId: number | null, tx: Tx = db()) {
  return saveImage(await processImage(input), ownerId, tx);
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
 * Who may see an image follows what shows it, under THE visibility rules (lib/visibility, issue 29
 * M7): a listing's picture as the listing (visibleTo: hidden, completed, expired, taken down,
 * friends-only, suspended or banned owner, blocks), a profile picture as its gardener
 * (gardenerVisibleTo), an unattached upload only to its owner. One picture may serve several.
 */
export async function canSeeImage(viewer: Viewer | null, hash: string): Promise<boolean> {
  const { users, listings, images } = schema;
  const [listing] = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.featuredImageHash, hash), visibleTo(viewer)))
    .limit(1);
  if (listing) return true;
  const [profile] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.profileImageHash, hash), gardenerVisibleTo(viewer, qualified(users.id))))
    .limit(1);
  if (profile) return true;
  if (!viewer) return false;
  const [own] = await db().select({ hash: images.hash }).from(images).where(and(eq(images.hash, hash), eq(images.ownerId, viewer.id))).limit(1);
  return !!own;
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
