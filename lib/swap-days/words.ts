// No imports here: db/schema.ts, the API's schemas and the swap-day form all read these words.

/**
 * How a swap day repeats (decision 0218): every week on the same weekday and time, or every month on
 * the same weekday of the month as its first date ("first Sunday of the month"; a fifth one means "last").
 */
export const EVENT_RECURRENCES = ["weekly", "monthly"] as const;
export type EventRecurrence = (typeof EVENT_RECURRENCES)[number];
