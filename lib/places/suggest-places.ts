import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { suggestPlaces } from "./index";

/** GET /api/places?q=: towns and US ZIP codes for the profile forms' and the marketplace's autocomplete. */
export const suggestPlacesUseCase = defineUseCase({
  name: "places.suggest",
  caller: "anyone",
  input: z.object({ q: z.string({ error: "q is required" }).max(100, "q must be at most 100 characters") }),
  limits: [{ points: 120, per: 60, by: "ip" }],
  async run(_viewer, { q }) {
    return suggestPlaces(q);
  },
});
