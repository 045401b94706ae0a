import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { NOTIFICATION_KINDS, type SwitchKind } from "@/lib/validation/email-kinds";

/**
 * One-click unsubscribe tokens: "<user id>.<HMAC-SHA256(AUTH_SECRET, 'unsubscribe:<id>')>" in
 * base64url. They work without logging in and never expire (an old e-mail's link keeps working);
 * forging one needs the server's secret. Rotating AUTH_SECRET invalidates them all.
 */
const sign = (userId: number, kind?: SwitchKind) =>
  createHmac("sha256", env().AUTH_SECRET)
    .update(kind ? `unsubscribe:${userId}:${kind}` : `unsubscribe:${userId}`)
    .digest("base64url");

/**
 * Without a kind: the first links (match and friend mails before decision 0204), which turn off
 * matches and friend requests. With a kind ("<id>.<kind>.<mac>", decision 0204): that kind only.
 */
export function unsubscribeToken(userId: number, kind?: SwitchKind): string {
  return kind ? `${userId}.${kind}.${sign(userId, kind)}` : `${userId}.${sign(userId)}`;
}

/** The kinds a kindless (older) link turns off: what the one e-mail switch covered. */
const LEGACY_UNSUBSCRIBE_KINDS: SwitchKind[] = ["matches", "friends"];

/** Whose link a token is and which kinds it turns off, or null for anything forged, truncated or malformed. */
export function unsubscribeScope(token: unknown): { userId: number; kinds: SwitchKind[] } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const m = /^(\d{1,9})(?:\.([a-z]{1,20}))?\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  if (userId < 1) return null;
  const kind = m[2] as SwitchKind | undefined;
  if (kind !== undefined && !NOTIFICATION_KINDS.includes(kind)) return null;
  const expected = Buffer.from(sign(userId, kind));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kinds: kind ? [kind] : LEGACY_UNSUBSCRIBE_KINDS };
}

/** The user id a token was made for, or null for anything forged, truncated or malformed. */
export function verifyUnsubscribeToken(token: unknown): number | null {
  return unsubscribeScope(token)?.userId ?? null;
}

/** The link in every e-mail (GET unsubscribes and shows the page; POST is RFC 8058 one-click). */
export function unsubscribeUrl(userId: number, kind?: SwitchKind): string {
  return `${env().PUBLIC_URL}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, kind))}`;
}

/** Headers that let mail clients offer their own one-click "Unsubscribe" button. */
export function unsubscribeHeaders(userId: number, kind?: SwitchKind): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl(userId, kind)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
