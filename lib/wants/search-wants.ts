import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { imagePath } from "@/lib/images";
import { searchWants as search } from "./index";

/** The have-want search page's "want" tab: other gardeners' wishes the viewer may see, by text and category,
 * each with the wisher's picture path. */
export const searchWants = defineUseCase({
  name: "wants.search",
  caller: "signed-in",
  input: z.object({ q: z.string().max(100), category_id: z.number().int().min(1).max(3).optional(), limit: z.number().int().min(1).max(50).default(50) }),
  run: async (viewer, { q, category_id, limit }) =>
    (await search(viewer, q, category_id, limit)).map(({ userImageHash, ...w }) => ({ ...w, profile_picture: imagePath(userImageHash) })),
});
