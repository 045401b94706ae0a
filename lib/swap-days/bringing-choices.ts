import { asc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import { visibleEvent } from "./access";
import { eventId } from "./schemas";
import { pickableListingsSql } from "./set-bringing";

const { listings, wantItems } = schema;

/** The event page's pickers: the viewer's listings that may be brought and their wishes (page only). */
export const bringingChoices = defineUseCase({
  name: "events.bringing-choices",
  caller: "signed-in",
  input: eventId,
  run: async (viewer, { id }) => {
    await visibleEvent(db(), viewer, id);
    const mine = await db().select({ id: listings.id, title: listings.title }).from(listings).where(pickableListingsSql(viewer.id)).orderBy(asc(listings.title)).limit(100);
    const wishes = await db().select({ id: wantItems.id, title: wantItems.title }).from(wantItems).where(eq(wantItems.userId, viewer.id)).orderBy(asc(wantItems.title)).limit(100);
    return { listings: mine, wishes };
  },
});
