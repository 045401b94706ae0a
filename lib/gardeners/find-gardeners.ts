import "@/lib/validation/zod-config";
import { z } from "zod";
import { searchGardeners } from "@/lib/friends";
import { defineUseCase } from "@/lib/use-case";
import { friendSearchSchema } from "@/lib/validation/friends";

/**
 * GET /api/gardeners?q=: other gardeners whose username or town contains `q`, or whose whole first
 * name, last name or full name is `q`, each with the viewer's relation to them (to add, accept or see
 * "Friends" in one tap). Names are matched but never returned, and never by a part (issue 29, L4):
 * a result shows only what a public profile shows.
 */
export const findGardeners = defineUseCase({
  name: "gardeners.find",
  caller: "signed-in",
  input: z.object({ q: friendSearchSchema.optional().default("") }),
  limits: [{ points: 120, per: 60, by: "user" }],
  run: (viewer, { q }) => searchGardeners(viewer, q),
});
