import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { conflict } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { openTrade, ownedListing } from "./index";
import { listingId } from "./schemas";

const { trades, listings } = schema;

/** POST /api/listings/{id}/release: the owner ends a reservation; the listing is available again (state_id 1). */
export const releaseListing = defineUseCase({
  name: "trades.release",
  caller: "signed-in",
  input: listingId,
  run: async (viewer, { id }) => {
    await db().transaction(async (tx) => {
      const listing = await ownedListing(tx, viewer, id);
      const open = await openTrade(tx, id);
      if (open?.state === "given" || listing.stateId === 3) throw conflict("This listing is already handed over");
      if (open) await tx.update(trades).set({ state: "released", updatedAt: new Date() }).where(eq(trades.id, open.id));
      await tx.update(listings).set({ stateId: 1, updatedAt: new Date() }).where(eq(listings.id, id));
    });
    return { id, state_id: 1 };
  },
});
