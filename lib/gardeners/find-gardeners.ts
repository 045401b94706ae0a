import "@/lib/validation/zod-config";
import { z } from "zod";
import { searchGardeners } from "@/lib/friends";
import { defineUseCase } from "@/lib/use-case";
import { friendSearchSchema } from "@/lib/validation/friends";

/**
 * GET /api/gardeners?q=: other gardeners whose username, name or town contains `q`, each with the
 * viewer's relation to them (to add, accept or see "Friends" in one tap). Names are matched but never
 * returned: a result shows only what a public profile shows.
 */
export const findGardeners = defineUseCase({
  name: "gardeners.find",
  caller: "signed-in",
  input: z.object({ q: friendSearchSchema.optional().default("") }),
  limits: [{ points: 120, per: 60, by: "user" }],
  run: (viewer, { q }) => searchGardeners(viewer, q),
});
