import "@/lib/validation/zod-config";
import { defineUseCase } from "@/lib/use-case";
import { wantListQuerySchema } from "@/lib/validation/listings";
import { listWants as list } from "./index";

/** GET /api/listings/want-listings[?user_id=]: a gardener's wish list (the viewer's own without user_id). */
export const listWants = defineUseCase({
  name: "wants.list",
  caller: "anyone",
  input: wantListQuerySchema,
  run: async (viewer, { user_id }) => list(viewer, user_id),
});
