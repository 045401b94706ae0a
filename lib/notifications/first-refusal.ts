import { eq } from "drizzle-orm";
import { createElement } from "react";
import { schema, type Tx } from "@/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail";
import { FirstRefusalEmail, firstRefusalSubject, offerDeadlineText, offerWindowWords } from "@/lib/mail/emails/first-refusal-email";
import { insertNotifications } from "./index";
import { wantsEmail } from "./kind-settings";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe";

const { users } = schema;

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
      tx.select({ username: users.username, email: users.email, language: users.language }).from(users).where(eq(users.id, offer.userId)).limit(1),
      tx.select({ username: users.username }).from(users).where(eq(users.id, offer.ownerId)).limit(1),
    ]);
    if (me && owner) {
      // In the recipient's language (issue 38): their setting, else English.
      const locale = me.language ?? "en";
      await sendMail(
        {
          to: me.email,
          subject: firstRefusalSubject(offer.title, locale),
          kind: "first_refusal",
          headers: unsubscribeHeaders(offer.userId, "trades"),
          react: createElement(FirstRefusalEmail, {
            username: me.username,
            title: offer.title,
            owner: owner.username,
            until: offerDeadlineText(offer.expiresAt, locale),
            window: offerWindowWords(offer.expiresAt.getTime() - offer.offeredAt.getTime(), locale),
            listingUrl: `${env().PUBLIC_URL}/listings/${offer.listingId}`,
            unsubscribeUrl: unsubscribeUrl(offer.userId, "trades"),
            locale,
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
