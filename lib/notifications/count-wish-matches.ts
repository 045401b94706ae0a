import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { countWishMatches as count } from "./index";

/** My lists' wish tab: for each of the viewer's wishes, the visible listings matching it (ids not theirs are ignored). */
export const countWishMatches = defineUseCase({
  name: "notifications.wish-matches",
  caller: "signed-in",
  input: z.object({ want_ids: z.array(z.number()) }),
  run: (viewer, { want_ids }) => count(viewer, want_ids),
});
