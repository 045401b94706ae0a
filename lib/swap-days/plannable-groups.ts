import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { defineUseCase } from "@/lib/use-case";

const { groups, groupMembers } = schema;

/** The groups the viewer may plan swap days for (owner or admin, a member, the group not hidden): the form's choice. */
export const plannableGroups = defineUseCase({
  name: "events.plannable-groups",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer) =>
    db()
      .select({ id: groups.id, name: groups.name })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(and(eq(groupMembers.userId, viewer.id), eq(groupMembers.status, "member"), inArray(groupMembers.role, ["owner", "admin"]), isNull(groups.hiddenAt)))
      .orderBy(asc(groups.name))
      .limit(100),
});
