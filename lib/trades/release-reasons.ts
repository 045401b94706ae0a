// No imports here: db/schema.ts and the release control in browsers both read these words.

/** Why a reservation was released (issue 32). The keys are the API's `reason`; the words are what My trades shows. */
export const RELEASE_REASONS = ["no_show", "cancelled", "changed_mind", "someone_else"] as const;
export type ReleaseReason = (typeof RELEASE_REASONS)[number];

/** "Released: didn't show up", said from each side: the owner released it, the taker reads it. */
export const RELEASE_REASON_TEXT: Record<"giver" | "receiver", Record<ReleaseReason, string>> = {
  giver: { no_show: "didn't show up", cancelled: "they cancelled", changed_mind: "I changed my mind", someone_else: "gave it to someone else" },
  receiver: { no_show: "didn't show up", cancelled: "you cancelled", changed_mind: "the giver changed their mind", someone_else: "given to someone else" },
};
