import { db } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import { visibleEvent } from "./access";
import { matchesFor } from "./matches";
import { eventId } from "./schemas";

/** GET /api/events/{id}/matches: which of the viewer's hoped-for (or wished-for) things others bring. */
export const eventMatches = defineUseCase({
  name: "events.matches",
  caller: "signed-in",
  input: eventId,
  run: async (viewer, { id }) => {
    await visibleEvent(db(), viewer, id);
    return { items: await matchesFor(db(), viewer, id) };
  },
});
