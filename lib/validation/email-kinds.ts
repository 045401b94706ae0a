// The e-mail and push switches' kinds and labels, without zod: the profile's switches (a client component) ship this module.

/** The kinds of notification a gardener can switch per channel (GET/PUT /api/notifications/settings). */
export const NOTIFICATION_KINDS = ["messages", "trades", "matches", "friends"] as const;
export type SwitchKind = (typeof NOTIFICATION_KINDS)[number];
export type KindSwitches = Record<SwitchKind, boolean>;

export const EMAIL_KIND_LABELS: Record<SwitchKind, { label: string; hint: string }> = {
  messages: { label: "New messages", hint: "When a gardener writes to you and you haven't read it after a few minutes. One e-mail per conversation, no message text." },
  trades: { label: "Trade updates", hint: "When a listing is reserved or handed over to you, or a gardener thanks you, and you haven't seen it." },
  matches: { label: "Matches for my wish list", hint: "At most one e-mail an hour; more matches come together in one digest." },
  friends: { label: "Friend requests", hint: "When someone sends you a friend request." },
};
