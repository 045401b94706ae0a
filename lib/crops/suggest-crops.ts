import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { suggest } from "./resolve";

/** GET /api/crops/suggest?q=courg: autocomplete for listing titles and wishes (no database involved). */
export const suggestCrops = defineUseCase({
  name: "crops.suggest",
  caller: "anyone",
  input: z.object({
    q: z.string({ error: "q is required" }).max(60, "q must be at most 60 characters"),
    limit: z.coerce.number().int().min(1).max(20).default(8),
  }),
  limits: [{ points: 240, per: 60, by: "ip" }],
  run: async (_viewer, { q, limit }) => suggest(q, limit),
});
