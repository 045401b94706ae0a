/** What a refused trade step says (one place, so the doors, the tests and the UI agree). */
export const NOT_YOUR_LISTING = "Only the owner can do this";
export const NOT_TALKED = "You can only trade with a gardener you have talked to";
export const NO_OPEN_TRADE = "This listing has no trade to confirm";
export const NOT_YOUR_TRADE = "Only the gardener it was given to can confirm";
export const ALREADY_THANKED = "You have already thanked for this trade";
export const THANKS_LOCKED = "A thank-you can only be edited for 7 days";
export const NOT_RECEIVED_YET = "You can say thanks once the trade is confirmed";
export const ALREADY_COMPLETED = "This listing is already completed";
export const HANDED_OVER = "This listing is already handed over";
/** PATCH state_id 2 cannot say for whom: the answer points to the call that can. */
export const RESERVE_AFTER_POSTING = "Post it as available, then reserve it for a gardener you talked to: POST /api/listings/{id}/reserve with {\"user_id\"}";
export const RESERVE_NEEDS_GARDENER = "Reserving needs the gardener it is for: use POST /api/listings/{id}/reserve with {\"user_id\"} (someone you talked to)";
