import { subscribe } from "@/lib/events";
import { defineJob, enqueue, every } from "@/lib/jobs";
import { log } from "@/lib/log";
import { lapseDueOffers, offerNext } from "./next-in-line";

/**
 * The durable half of next in line (decision 0213). A release (lib/trades) publishes
 * "listing.freed" from a job enqueued in its own transaction; here that becomes a job of ours
 * (retried if the database blinks). Deadlines are a sweep every minute that claims due offers by
 * their state: exactly once across instances and restarts, and on time within a minute.
 */
export const offerNextJob = defineJob<{ listingId: number }>("queue.offer-next", { retryLimit: 5, retryDelaySeconds: 10 }, async ({ listingId }) => {
  await offerNext(listingId);
});

export const lapseOffersJob = defineJob<Record<string, never>>("queue.lapse-offers", { retryLimit: 0, expireInSeconds: 120 }, async () => {
  const n = await lapseDueOffers();
  if (n) log.info(`first refusals lapsed: ${n}`);
});
every(lapseOffersJob, "* * * * *");

subscribe("listing.freed", "queue.offer-next", async ({ listingId }) => {
  await enqueue(offerNextJob, { listingId });
});
