import { db } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import { ownedListing } from "@/lib/trades/access";
import { queueItems, type QueueItem } from "./next-in-line";
import { queueInput } from "./schemas";

/**
 * GET /api/listings/{id}/queue (issue 32): the owner's next in line — who asked about it in chat
 * (oldest first), then who wished for it (nearest bucket first), with the open first refusal.
 * Someone else's listing: 403 when they may see it, else 404 (ownedListing); anonymous 401.
 */
export const getQueue = defineUseCase({
  name: "queue.get",
  caller: "signed-in",
  input: queueInput,
  run: async (viewer, { id }): Promise<{ items: QueueItem[] }> => {
    const items = await db().transaction(async (tx) => queueItems(tx, await ownedListing(tx, viewer, id)));
    return { items };
  },
});
