import { route } from "@/app/_doors/route";
import { editThanks, thankTrade } from "@/lib/trades/thank-trade";

/** POST /api/listings/{id}/thanks {"text", "positive", "no_show"?}: each side of a received trade, once. */
export const POST = route(thankTrade, { status: 201 });
/** PUT /api/listings/{id}/thanks: the author edits within 7 days. */
export const PUT = route(editThanks);
