import "@/lib/validation/zod-config";
import { z } from "zod";
import { db } from "@/db";
import { notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { LISTING_NOT_FOUND } from "./index";
import { reviewStateOf } from "./review";

/** The owner's listing page: is it hidden, and may they ask for a review? Owner only (404 otherwise). */
export const getReviewState = defineUseCase({
  name: "listings.review-state",
  caller: "signed-in",
  input: z.object({ id: pathId(LISTING_NOT_FOUND) }),
  run: async (viewer, { id }) => {
    const state = await reviewStateOf(db(), viewer.id, id);
    if (!state) throw notFound(LISTING_NOT_FOUND);
    return state;
  },
});
