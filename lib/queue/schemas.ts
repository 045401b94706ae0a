import "@/lib/validation/zod-config";
import { z } from "zod";
import { listingId } from "@/lib/trades/schemas";

export const queueInput = listingId;
export const answerOfferInput = listingId.extend({ accept: z.boolean({ message: "accept must be true or false" }) });
