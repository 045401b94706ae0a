// The push kinds and their labels, without zod: the push settings (a client component) ship this module (decision 0135).

/** The kinds of push a gardener can opt into, per device. */
export const PUSH_KINDS = ["messages", "matches", "friend_requests", "trades"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  messages: "New messages",
  matches: "Matches for my wish list",
  friend_requests: "Friend requests",
  trades: "Trade updates",
};
