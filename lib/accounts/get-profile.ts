import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { getOwnProfile } from "@/lib/users";

/** GET /api/auth/profile: the signed-in gardener's own profile (never the password hash). */
export const getProfile = defineUseCase({
  name: "accounts.profile",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer) => getOwnProfile(viewer),
});
