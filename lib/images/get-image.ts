import "@/lib/validation/zod-config";
import { z } from "zod";
import { notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { canSeeImage, parseImageFile, readAvatar, readImage } from "./index";

export const IMAGE_NOT_FOUND = "Image not found";
const IMAGE_CACHE_CONTROL = "private, max-age=60, must-revalidate";

/**
 * GET /api/images/<hash>.webp (and <hash>-thumb.webp, 400 px; <hash>-avatar.webp, 96 px square): content-addressed,
 * visible as what shows it (canSeeImage: a listing's picture follows the listing's visibility, a profile picture its
 * gardener's). `data` is null when the caller's copy (ETag) is current.
 */
export const getImage = defineUseCase({
  name: "images.get",
  caller: "anyone",
  input: z.object({ file: z.string(), if_none_match: z.string().nullish() }),
  run: async (viewer, { file, if_none_match }) => {
    const parsed = parseImageFile(file);
    if (!parsed) throw notFound(IMAGE_NOT_FOUND);
    if (!(await canSeeImage(viewer, parsed.hash))) throw notFound(IMAGE_NOT_FOUND);
    const etag = `"${parsed.hash}${parsed.avatar ? "-avatar" : parsed.thumb ? "-thumb" : ""}"`;
    // Never `public`: any picture can become hidden (a moderator, a completed or expired listing, a
    // suspension, a block), and a shared cache would keep serving it to everyone. A browser keeps its
    // copy a minute, then revalidates: a 304 by ETag, after the access check above.
    const cache = IMAGE_CACHE_CONTROL;
    if (if_none_match === etag) return { etag, cache, data: null };
    const data = parsed.avatar ? await readAvatar(parsed.hash) : await readImage(parsed.hash, parsed.thumb);
    if (!data) throw notFound(IMAGE_NOT_FOUND);
    return { etag, cache, data };
  },
});
