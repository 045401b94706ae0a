// No imports here: db/schema.ts, the API's schemas and the listing form all read these words.

/** How a listing changes hands (issue 32): doorstep (an exact spot for the reserved gardener), meet (a place), post (seeds). */
export const HANDOVER_MODES = ["doorstep", "meet", "post"] as const;
export type HandoverMode = (typeof HANDOVER_MODES)[number];
