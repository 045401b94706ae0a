import "@/lib/validation/zod-config";
import { z } from "zod";
import { notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { imageAccess, parseImageFile, readAvatar, readImage } from "./index";

export const IMAGE_NOT_FOUND = "Image not found";

/**
 * GET /api/images/<hash>.webp (and <hash>-thumb.webp, 400 px; <hash>-avatar.webp, 96 px square): content-addressed, visible as what shows it
 * (a listing follows the listing's visibility). `data` is null when the caller's copy (ETag) is current.
 */
export const getImage = defineUseCase({
  name: "images.get",
  caller: "anyone",
  input: z.object({ file: z.string(), if_none_match: z.string().nullish() }),
  run: async (viewer, { file, if_none_match }) => {
    const parsed = parseImageFile(file);
    if (!parsed) throw notFound(IMAGE_NOT_FOUND);
    const access = await imageAccess(viewer, parsed.hash);
    if (access === "none") throw notFound(IMAGE_NOT_FOUND);
    const etag = `"${parsed.hash}${parsed.avatar ? "-avatar" : parsed.thumb ? "-thumb" : ""}"`;
    // Not immutable: a listing may turn friends-only or be deleted, and shared caches must let go of
    // it. Public copies live 5 minutes, then revalidate (a 304 by ETag, after the access check above).
    const cache = access === "public" ? "public, max-age=300, must-revalidate" : "private, max-age=300, must-revalidate";
    if (if_none_match === etag) return { etag, cache, data: null };
    const data = parsed.avatar ? await readAvatar(parsed.hash) : await readImage(parsed.hash, parsed.thumb);
    if (!data) throw notFound(IMAGE_NOT_FOUND);
    return { etag, cache, data };
  },
});
