import { route } from "@/app/_doors/route";
import { getSwapSheet } from "@/lib/swap-days/get-swap-sheet";
import { recordSwaps } from "@/lib/swap-days/record-swaps";

/** "What did you swap?" (issue 34): the sheet, and recording what I gave and got. */
export const GET = route(getSwapSheet);
export const POST = route(recordSwaps);
