import { db } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import { eventView } from "./event-view";
import { eventId } from "./schemas";

/** GET /api/events/{id}: the swap day as the viewer may see it; `address` only for the gardeners going. */
export const getEvent = defineUseCase({
  name: "events.get",
  caller: "anyone",
  input: eventId,
  run: async (viewer, { id }) => eventView(db(), viewer, id),
});
