import sharp from "sharp";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { GET } from "@/app/api/images/[file]/route";
import { Avatar } from "@/components/ui/avatar";
import { createUser, params, req } from "@/test/http";
import { AVATAR_SIDE, storeImage } from "./index";

/**
 * Issue 31: a 24 px avatar downloaded the 400 px thumbnail. Small avatars now ask for
 * <hash>-avatar.webp, a 96 px square (2× the largest small avatar), under the same access rule.
 */
const get = (file: string, headers: Record<string, string> = {}, token?: string) => GET(req(`/api/images/${file}`, { headers, token }), params({ file }));

describe("GET /api/images/<hash>-avatar.webp", () => {
  it("serves a profile picture as a 96 px square, far smaller than the thumbnail, with its own ETag and a 304", async () => {
    const u = await createUser();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#24440D" } })
      .composite([{ input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="300" fill="#501C19"/></svg>') }])
      .jpeg()
      .toBuffer();
    const { hash } = await storeImage(photo, u.id);
    await db().update(schema.users).set({ profileImageHash: hash }).where(eq(schema.users.id, u.id));

    const small = await get(`${hash}-avatar.webp`);
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/webp");
    expect(small.headers.get("cache-control")).toBe("private, max-age=60, must-revalidate");
    const bytes = Buffer.from(await small.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([AVATAR_SIDE, AVATAR_SIDE]);
    const thumb = Buffer.from(await (await get(`${hash}-thumb.webp`)).arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(thumb.byteLength);

    const etag = small.headers.get("etag")!;
    expect(etag).toBe(`"${hash}-avatar"`);
    expect((await get(`${hash}-avatar.webp`, { "if-none-match": etag })).status).toBe(304);
    // The thumbnail's ETag does not answer for the avatar (they are different bytes).
    expect((await get(`${hash}-avatar.webp`, { "if-none-match": `"${hash}-thumb"` })).status).toBe(200);
  });

  it("follows the image's access rule (an unattached upload: its owner only) and 404s other names", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#abcdef" } }).png().toBuffer();
    const { hash } = await storeImage(png, owner.id);
    expect((await get(`${hash}-avatar.webp`)).status).toBe(404);
    expect((await get(`${hash}-avatar.webp`, {}, stranger.token)).status).toBe(404);
    expect((await get(`${hash}-avatar.webp`, {}, owner.token)).status).toBe(200);
    for (const bad of [`${hash}-avatar.png`, `${hash}-avatars.webp`, `${hash}-avatar-thumb.webp`, `${"0".repeat(64)}-avatar.webp`]) {
      expect((await get(bad, {}, owner.token)).status, bad).toBe(404);
    }
  });
});

describe("Avatar", () => {
  const srcOf = (size: number) => /src="([^"]+)"/.exec(renderToStaticMarkup(<Avatar src={`images/${"a".repeat(64)}.webp`} name="basil" size={size} />))?.[1];
  it("asks for the 96 px avatar up to 48 px and the 400 px thumbnail above", () => {
    for (const size of [22, 24, 36, 40, 48]) expect(srcOf(size), `${size} px`).toBe(`/api/images/${"a".repeat(64)}-avatar.webp`);
    for (const size of [56, 64, 104, 112]) expect(srcOf(size), `${size} px`).toBe(`/api/images/${"a".repeat(64)}-thumb.webp`);
  });
});
