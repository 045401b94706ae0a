import { createHmac, timingSafeEqual } from "node:crypto";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";

// The two signed links of a freshness reminder (issue 15), "Still available" (renews) and "It's
// gone" (completed with someone else): made by the reminder job (lib/notifications/expiry-reminders.ts)
// and checked by the link's use cases (./reminder-link.ts).

/** How long a reminder's links work. */
export const LINK_DAYS = 7;

export type ReminderAction = "renew" | "gone";
const ACTIONS: readonly ReminderAction[] = ["renew", "gone"];

/**
 * A link token: "<listing id>.<action>.<expiry, unix seconds>.<HMAC-SHA256>" where the HMAC (keyed
 * by AUTH_SECRET) covers the listing, its owner, the action and the expiry. It names one listing and
 * one action; changing any part, or the listing changing hands, breaks it.
 */
const sign = (listingId: number, ownerId: number, action: ReminderAction, exp: number) =>
  createHmac("sha256", env().AUTH_SECRET).update(`listing-reminder:${listingId}:${ownerId}:${action}:${exp}`).digest("base64url");

export function reminderToken(listingId: number, ownerId: number, action: ReminderAction, from: Date = now()): string {
  const exp = Math.floor(from.getTime() / 1000) + LINK_DAYS * 86_400;
  return `${listingId}.${action}.${exp}.${sign(listingId, ownerId, action, exp)}`;
}

/** The link's parts if well formed (not yet checked against the owner, the signature or the clock). */
export function parseReminderToken(token: unknown): { listingId: number; action: ReminderAction; exp: number; sig: string } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const m = /^(\d{1,9})\.(renew|gone)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || !ACTIONS.includes(m[2] as ReminderAction)) return null;
  return { listingId: Number(m[1]), action: m[2] as ReminderAction, exp: Number(m[3]), sig: m[4] };
}

/** Whether a parsed token was signed for this owner and has not expired (constant-time comparison). */
export function reminderTokenValid(t: { listingId: number; action: ReminderAction; exp: number; sig: string }, ownerId: number): boolean {
  if (t.exp * 1000 <= now().getTime()) return false;
  const expected = Buffer.from(sign(t.listingId, ownerId, t.action, t.exp));
  const given = Buffer.from(t.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const reminderUrl = (token: string) => `${env().PUBLIC_URL}/listing-reminder?token=${encodeURIComponent(token)}`;
