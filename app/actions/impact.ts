"use server";

import { action } from "@/app/_doors/action";
import { correctTradeWeight } from "@/lib/impact/correct-trade-weight";

/** My trades: the giver corrects a handed-over trade's estimated weight (issue 37). */
export const correctWeightAction = action(correctTradeWeight, { revalidate: ["/my-trades"] });
