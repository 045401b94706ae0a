import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { getPublicUser } from "@/lib/users";
import { pathId } from "@/lib/validation/ids";

/** GET /api/auth/users/{id}/public: what anyone may know of a gardener (never e-mail, names or address). */
export const getPublicGardener = defineUseCase({
  name: "accounts.public-profile",
  caller: "anyone",
  input: z.object({ id: pathId("User not found") }),
  run: async (viewer, { id }) => getPublicUser(viewer, id),
});
