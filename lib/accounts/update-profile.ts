import "@/lib/validation/zod-config";
import { z } from "zod";
import { imageBytes, imageField } from "@/lib/images";
import { defineUseCase } from "@/lib/use-case";
import { profileInfoSchema } from "@/lib/validation/auth";
import { updateProfileInfo } from "./profile";

/**
 * POST /api/auth/upload-profile-image: multipart with an optional `file` and the onboarding details
 * (city, state, postcode, optional address and apt, match radius); JSON works without a file.
 */
export const updateProfile = defineUseCase({
  name: "accounts.update-profile",
  caller: "signed-in",
  input: z.intersection(z.object({ file: imageField }), profileInfoSchema),
  run: async (viewer, { file, ...fields }, ctx) => updateProfileInfo(viewer, fields, await imageBytes(file), ctx),
});
