import { log } from "@/lib/log";
import type { NotificationDTO } from "@/lib/realtime/events";

/**
 * Domain events (docs/architecture.md, "Events"): a use case does its work, commits, then publishes
 * one event; the folders that react to it (notifications, e-mail, live delivery, push) subscribe.
 * The publisher imports nothing of its subscribers, so lib's folders depend on each other one way.
 *
 * Subscribers are registered by their own modules, which lib/jobs/all.ts (the composition root)
 * loads: server.ts loads it before serving, and db/test-setup.ts for every test file that opens a
 * database. The registry is on globalThis: Next bundles route handlers apart from server.ts, and a
 * use case run by a route handler must reach the subscribers server.ts loaded.
 *
 * Payloads carry ids (and what no table keeps apart: a notification as the bell shows it, a
 * moderator's reason); a subscriber reads what else it needs. Subscribers run one after another and are
 * awaited, so when a use case returns its side effects are done (as before: tests and the
 * "within a second" notification rely on it). A subscriber that fails is logged, never thrown: the
 * gardener's change is already saved and must not look failed because a notification could not go out.
 */
export type DomainEvents = {
  /** A listing was created, edited, made public or reactivated. */
  "listing.changed": { listingId: number };
  /** A wish was added or renamed. */
  "wish.changed": { wantId: number };
  /** A friend request was sent. */
  "friend.requested": { fromUserId: number; toUserId: number };
  /** A friendship was accepted: friends-only listings became visible both ways. */
  "friend.accepted": { requesterId: number; accepterId: number };
  /**
   * A trade moved a step (lib/trades): `byUserId` reserved the listing for, gave it to, confirmed it
   * from or thanked `toUserId`, who is told.
   */
  "trade.changed": { listingId: number; step: TradeStep; byUserId: number; toUserId: number };
  /**
   * Reports hid a listing (lib/reports, issue 29), or a moderator did (`reason`, issue 31): its owner
   * is told at once, with the moderator's reason when there is one, and may ask for a review.
   */
  "listing.hidden": { listingId: number; ownerId: number; reason?: string };
  /** A moderator decided reports (issue 31): each reporter hears the outcome, nothing about the other gardener. */
  "report.resolved": { reporterIds: number[]; targetType: ReportTargetKind; outcome: ReportOutcome };
  /** Something waits on the moderation desk (issue 31): a new report, a listing reports hid, a review asked. */
  "moderation.needed": { what: "report" | "auto_hide" | "review"; targetType: ReportTargetKind };
  /** A moderator warned a gardener (lib/moderation); the reason is what they are sent. */
  "gardener.warned": { userId: number; reason: string };
  /** A reservation was released and committed (lib/trades): the next in line may be offered it (lib/queue, issue 32). */
  "listing.freed": { listingId: number };
  /** A chat message was stored (lib/messages): the receiver may get the reply e-mail if it stays unread. */
  "message.sent": { senderId: number; receiverId: number };
  /** A gardener confirmed their e-mail address (lib/accounts): gifts waiting for it may be claimed (lib/seed-lots, issue 36). */
  "email.confirmed": { userId: number };
  /** An in-app notification reached its recipient live (what a push may repeat on their devices). */
  "notification.delivered": { userId: number; notification: NotificationDTO };
};
export type DomainEvent = keyof DomainEvents;
/** What a report is about (lib/reports/reasons REPORT_TARGETS), and what the reporter is told came of it. */
export type ReportTargetKind = "listing" | "user" | "message" | "thanks";
export type ReportOutcome = "hidden" | "removed" | "acted" | "left";
/** The steps of a trade that the other gardener hears about. */
export type TradeStep = "reserved" | "given" | "confirmed" | "thanked" | "window_proposed" | "window_agreed" | "window_declined" | "coming" | "cancelled";
type Subscriber<E extends DomainEvent> = (payload: DomainEvents[E]) => Promise<unknown>;

const g = globalThis as { __gardenswapSubscribers?: Map<DomainEvent, Map<string, Subscriber<never>>> };
const registry = () => (g.__gardenswapSubscribers ??= new Map());

/**
 * Registers `run` for `event` under a name (a module loaded again replaces its subscriber instead
 * of adding a second one). Returns a function that removes it again.
 */
export function subscribe<E extends DomainEvent>(event: E, name: string, run: Subscriber<E>): () => void {
  const r = registry();
  if (!r.has(event)) r.set(event, new Map());
  const subscribers = r.get(event)!;
  subscribers.set(name, run as Subscriber<never>);
  return () => {
    if (subscribers.get(name) === run) subscribers.delete(name);
  };
}

/** Runs every subscriber of `event`, in the order they subscribed; failures are logged. */
export async function publishEvent<E extends DomainEvent>(event: E, payload: DomainEvents[E]): Promise<void> {
  for (const [name, run] of registry().get(event) ?? []) {
    try {
      await (run as Subscriber<E>)(payload);
    } catch (err) {
      log.error(`${name} on ${event} failed`, err);
    }
  }
}
