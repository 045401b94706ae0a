import "@/lib/validation/zod-config";
import { z } from "zod";
import { AppError, invalid } from "@/lib/errors";
import { IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES, storeImage } from "@/lib/images";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { SHARE_TARGET_FIELD } from "@/lib/pwa/manifest";

export const NO_SHARED_PHOTO = "No photo was shared";

/**
 * A photo shared to GardenSwap from the phone's gallery (the manifest's share_target): stored as
 * the gardener's own unattached upload (only they can see it), so "New listing" opens with it.
 */
export const sharePhoto = defineUseCase({
  name: "listings.share-photo",
  caller: "signed-in",
  input: z.object({ [SHARE_TARGET_FIELD]: z.instanceof(File, { message: NO_SHARED_PHOTO }) }),
  limits: LIMITS.upload,
  run: async (viewer, input) => {
    const file = input[SHARE_TARGET_FIELD];
    if (file.size === 0) throw invalid(NO_SHARED_PHOTO);
    if (file.size > MAX_UPLOAD_BYTES) throw new AppError("too_large", IMAGE_TOO_LARGE);
    const { hash } = await storeImage(new Uint8Array(await file.arrayBuffer()), viewer.id);
    return { hash };
  },
});
