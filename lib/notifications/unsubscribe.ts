import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/**
 * One-click unsubscribe tokens: "<user id>.<HMAC-SHA256(AUTH_SECRET, 'unsubscribe:<id>')>" in
 * base64url. They work without logging in and never expire (an old e-mail's link keeps working);
 * forging one needs the server's secret. Rotating AUTH_SECRET invalidates them all.
 */
const sign = (userId: number) => createHmac("sha256", env().AUTH_SECRET).update(`unsubscribe:${userId}`).digest("base64url");

export function unsubscribeToken(userId: number): string {
  return `${userId}.${sign(userId)}`;
}

/** The user id a token was made for, or null for anything forged, truncated or malformed. */
export function verifyUnsubscribeToken(token: unknown): number | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const m = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  if (userId < 1) return null;
  const expected = Buffer.from(sign(userId));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** The link in every e-mail (GET unsubscribes and shows the page; POST is RFC 8058 one-click). */
export function unsubscribeUrl(userId: number): string {
  return `${env().PUBLIC_URL}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`;
}

/** Headers that let mail clients offer their own one-click "Unsubscribe" button. */
export function unsubscribeHeaders(userId: number): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl(userId)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
