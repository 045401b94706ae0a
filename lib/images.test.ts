import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { GET } from "@/app/api/images/[file]/route";
import { verifyToken } from "@/lib/auth/session";
import { createUser, params, req } from "@/test/http";
import { invoke } from "@/lib/use-case";
import { deleteImageIfUnused, MAX_UPLOAD_BYTES, processImage, storeImage } from "./images";
import { getImage, IMAGE_NOT_FOUND } from "./images/get-image";

async function jpegWithExif(width = 3000, height = 2000) {
  return sharp({ create: { width, height, channels: 3, background: { r: 80, g: 28, b: 25 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-gps-owner", Make: "PhoneCam" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("lib/images", () => {
  it("auto-rotates, resizes to 1600 px, makes a 400 px thumbnail and strips all metadata", async () => {
    const img = await processImage(await jpegWithExif());
    const meta = await sharp(img.data).metadata();
    expect(meta.format).toBe("webp");
    // orientation 6 = rotated 90°: the 3000×2000 picture becomes portrait 1067×1600
    expect([meta.width, meta.height]).toEqual([1067, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(img.data.includes(Buffer.from("secret-gps-owner"))).toBe(false);
    const thumb = await sharp(img.thumb).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(400);
  });

  it("refuses bytes that are not an image, whatever their name says, and stores nothing", async () => {
    const before = (await db().select({ n: count() }).from(schema.images))[0].n;
    await expect(storeImage(Buffer.from("GIF89a but really a script <script>"), null)).rejects.toMatchObject({ kind: "invalid" });
    await expect(storeImage(Buffer.from("%PDF-1.4 not an image"), null)).rejects.toMatchObject({ kind: "invalid" });
    const after = (await db().select({ n: count() }).from(schema.images))[0].n;
    expect(after).toBe(before);
  });

  it("refuses uploads past 10 MB as too large", async () => {
    await expect(processImage(new Uint8Array(MAX_UPLOAD_BYTES + 1))).rejects.toMatchObject({ kind: "too_large" });
  });

  it("stores an image once per content and deletes it when nothing uses it", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#24440D" } }).png().toBuffer();
    const a = await storeImage(png, null);
    const b = await storeImage(png, null);
    expect(a.hash).toBe(b.hash);
    expect(a.path).toBe(`images/${a.hash}.webp`);
    await deleteImageIfUnused(a.hash);
    expect(await db().select().from(schema.images).where(eq(schema.images.hash, a.hash))).toHaveLength(0);
  });
});

describe("GET /api/images/<hash>.webp", () => {
  it("serves a profile picture with short private caching and an ETag, and 304 on revalidation", async () => {
    const u = await createUser();
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#501C19" } }).png().toBuffer();
    const { hash } = await storeImage(png, u.id);
    await db().update(schema.users).set({ profileImageHash: hash }).where(eq(schema.users.id, u.id));
    const res = await GET(req(`/api/images/${hash}.webp`), params({ file: `${hash}.webp` }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    // Never `public` (issue 29 M7): a shared cache would keep a picture after it is hidden.
    expect(res.headers.get("cache-control")).toBe("private, max-age=60, must-revalidate");
    const etag = res.headers.get("etag")!;
    const again = await GET(req(`/api/images/${hash}.webp`, { headers: { "if-none-match": etag } }), params({ file: `${hash}.webp` }));
    expect(again.status).toBe(304);
    const thumb = await GET(req(`/api/images/${hash}-thumb.webp`), params({ file: `${hash}-thumb.webp` }));
    expect(thumb.status).toBe(200);
  });

  it("hides an unattached upload from everyone but its owner, and 404s bad names", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#abcdef" } }).png().toBuffer();
    const { hash } = await storeImage(png, owner.id);
    const file = `${hash}.webp`;
    expect((await GET(req(`/api/images/${file}`), params({ file }))).status).toBe(404);
    expect((await GET(req(`/api/images/${file}`, { token: stranger.token }), params({ file }))).status).toBe(404);
    const mine = await GET(req(`/api/images/${file}`, { token: owner.token }), params({ file }));
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toMatch(/^private/);
    for (const bad of ["../etc/passwd", "abc.webp", `${hash}.png`]) {
      expect((await GET(req(`/api/images/x`), params({ file: bad }))).status).toBe(404);
    }
  });
});

describe("getImage from the wrong side", () => {
  it("anonymous callers and strangers do not see someone's unattached upload; a malformed name is not found", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const png = await sharp({ create: { width: 12, height: 12, channels: 3, background: "#123456" } }).png().toBuffer();
    const { hash } = await storeImage(png, owner.id);
    for (const who of [null, await verifyToken(stranger.token)]) {
      await expect(invoke(getImage, who, { file: `${hash}.webp` })).rejects.toMatchObject({ kind: "not_found", message: IMAGE_NOT_FOUND });
    }
    await expect(invoke(getImage, null, { file: "../etc/passwd" })).rejects.toMatchObject({ kind: "not_found" });
    expect((await invoke(getImage, await verifyToken(owner.token), { file: `${hash}.webp` })).data).not.toBeNull();
  });
});
