import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { defineUseCase } from "@/lib/use-case";
import { groupEventsInput } from "./schemas";
import { upcomingEvents } from "./list-events";

const { events } = schema;

/** A group's upcoming swap days as the viewer may see them (the "Swap days" section of the group page). */
export const listGroupEvents = defineUseCase({
  name: "events.group-list",
  caller: "anyone",
  input: groupEventsInput,
  run: async (viewer, { group_id }) => ({ items: await upcomingEvents(db(), viewer, eq(events.groupId, group_id), null) }),
});
