import "@/lib/validation/zod-config";
import { z } from "zod";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { pathId } from "@/lib/validation/ids";
import { portionField } from "@/lib/validation/gluts";

/** POST /api/listings/{id}/took and .../requests: a portion of the glut, in its unit. */
export const portionInput = z.object({ id: pathId(LISTING_NOT_FOUND), portion: portionField });
/** The answer of a portion taken or asked for: what is left, for the page to show at once. */
export type PortionAnswer = { listing_id: number; portion: number; state: "taken" | "requested"; remaining: number; state_id: number };
