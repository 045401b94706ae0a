import { eq } from "drizzle-orm";
import { createElement } from "react";
import { schema, type Tx } from "@/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail";
import { FirstRefusalEmail } from "@/lib/mail/emails/first-refusal-email";
import { insertNotifications } from "./index";
import { wantsEmail } from "./kind-settings";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe";

const { users } = schema;

/** "2 hours", "1 day": how long a first refusal lasts, in words. */
export const offerWindowText = (ms: number) => (ms >= 86_400_000 ? `${Math.round(ms / 86_400_000)} day${ms >= 2 * 86_400_000 ? "s" : ""}` : `${Math.round(ms / 3_600_000)} hours`);

/** The deadline in an e-mail (the reader's time zone is not known: UTC, said so). */
const deadlineText = (d: Date) =>
  `${d.toLocaleString("en-GB", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "UTC" })} UTC`;

/**
 * Tells the next in line that a listing is theirs if they want it (issue 32): a bell item (live and by
 * push once published) and, with the trades e-mail switch on, an e-mail. In the offering
 * transaction (lib/queue), so an offer is told exactly once; the caller publishes the rows after
 * the commit. The caller has checked that the two may see each other (the one rule).
 */
export async function tellFirstRefusal(
  tx: Tx,
  offer: { userId: number; ownerId: number; listingId: number; title: string; offeredAt: Date; expiresAt: Date },
): Promise<{ id: number; userId: number }[]> {
  const rows = await insertNotifications(tx, [{ userId: offer.userId, kind: "first_refusal", actorId: offer.ownerId, listingId: offer.listingId, emailedAt: offer.offeredAt }]);
  if (await wantsEmail(offer.userId, "trades", tx)) {
    const [[me], [owner]] = await Promise.all([
      tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, offer.userId)).limit(1),
      tx.select({ username: users.username }).from(users).where(eq(users.id, offer.ownerId)).limit(1),
    ]);
    if (me && owner) {
      await sendMail(
        {
          to: me.email,
          subject: `${offer.title} is free again — it's yours if you want it`,
          kind: "first_refusal",
          headers: unsubscribeHeaders(offer.userId, "trades"),
          react: createElement(FirstRefusalEmail, {
            username: me.username,
            title: offer.title,
            owner: owner.username,
            until: deadlineText(offer.expiresAt),
            window: offerWindowText(offer.expiresAt.getTime() - offer.offeredAt.getTime()),
            listingUrl: `${env().PUBLIC_URL}/listings/${offer.listingId}`,
            unsubscribeUrl: unsubscribeUrl(offer.userId, "trades"),
          }),
        },
        { tx },
      );
    }
  }
  return rows;
}

/** The owner hears that the next in line said yes: the listing is now reserved for them. */
export async function tellOfferAccepted(tx: Tx, a: { ownerId: number; userId: number; listingId: number; at: Date }) {
  return insertNotifications(tx, [{ userId: a.ownerId, kind: "offer_accepted", actorId: a.userId, listingId: a.listingId, emailedAt: a.at }]);
}
