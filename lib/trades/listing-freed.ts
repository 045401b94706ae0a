import { and, eq } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { now } from "@/lib/clock";
import { publishEvent } from "@/lib/events";
import { defineJob, enqueue } from "@/lib/jobs";

const { listingOffers } = schema;

/**
 * A reservation was released (issue 32, decision 0213): the next in line may be offered the listing.
 * Enqueued inside the releasing transaction, so it exists only if the release committed and runs
 * only after it (a job sent before the commit could read the listing still reserved). The offering
 * itself belongs to lib/queue, which trades may not import: the job publishes "listing.freed".
 */
export const listingFreedJob = defineJob<{ listingId: number }>("trades.listing-freed", { retryLimit: 5 }, async ({ listingId }) => {
  await publishEvent("listing.freed", { listingId });
});

export async function listingFreedIn(tx: Tx, listingId: number): Promise<void> {
  await enqueue(listingFreedJob, { listingId }, { tx });
}

/** The owner reserved it for someone or completed it: an open first refusal ends (decision 0213). */
export async function endOpenOffersIn(tx: Tx, listingId: number): Promise<void> {
  await tx
    .update(listingOffers)
    .set({ state: "ended", answeredAt: now() })
    .where(and(eq(listingOffers.listingId, listingId), eq(listingOffers.state, "open")));
}
