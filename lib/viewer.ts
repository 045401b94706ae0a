import type { Locale } from "@/lib/i18n/locales";

/**
 * Who is calling. A `Viewer` is made only from a verified session (`verifyToken` in lib/auth/session,
 * called by the door adapters in app/_doors and the socket handshake in app/_realtime): the brand
 * makes a hand-made object literal a type error, so no code can forge a caller. Background work that
 * reads on someone's behalf (notifications, e-mail, matching, push) names that person as a `Reader`
 * by user id instead. Decision 0105.
 */
declare const minted: unique symbol;

export type Viewer = {
  readonly id: number;
  readonly username: string;
  readonly sessionId: string;
  readonly isModerator?: boolean;
  /** Confirmed their e-mail address (issue 29): unverified gardeners get tighter limits with strangers. */
  readonly verified?: boolean;
  /** Issue 38: the language they chose in settings (null: their browser's decides). */
  readonly language?: Locale | null;
  readonly [minted]: true;
};

/**
 * The person a query is read for, when nobody is calling: a background job's recipient. The one
 * visibility rule and the other read helpers take a Reader (a Viewer is one).
 */
export type Reader = { readonly id: number };

/** The recipient `userId` as a Reader: what background work passes to the visibility rule. */
export const readerOf = (userId: number): Reader => ({ id: userId });

/**
 * Makes a Viewer from a verified session. Imported only by lib/auth/session.ts (and the test helper
 * test/viewer.ts): test/architecture.test.ts fails on any other import.
 */
export function mintViewer(session: { id: number; username: string; sessionId: string; isModerator?: boolean; verified?: boolean; language?: Locale | null }): Viewer {
  return session as Viewer;
}
