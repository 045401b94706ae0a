import "@/lib/validation/zod-config";
import { db, schema } from "@/db";
import { isUniqueViolation } from "@/db/errors";
import { conflict, invalid } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { log } from "@/lib/log";
import { meetingPlace } from "@/lib/places";
import { defineUseCase } from "@/lib/use-case";
import { requireGoodStanding } from "./index";
import { createGroupInput } from "./schemas";

export const UNKNOWN_PLACE = "We could not find that place. Give a town ('Portland, OR', 'Leeds, England') or a US ZIP code.";
export const NAME_TAKEN = "A group with this name already meets in this place";

/**
 * POST /api/groups and /groups/new: a new group at a town or postcode (its gazetteer centre, never
 * a point of anyone's), with the creator as its owner and first member.
 */
export const createGroup = defineUseCase({
  name: "groups.create",
  caller: "signed-in",
  input: createGroupInput,
  limits: LIMITS.createGroup,
  run: async (viewer, input) => {
    const place = meetingPlace(input.place);
    if (!place) throw invalid(UNKNOWN_PLACE, [{ loc: ["body", "place"], msg: UNKNOWN_PLACE, type: "value_error" }]);
    try {
      const id = await db().transaction(async (tx) => {
        await requireGoodStanding(tx, viewer);
        const [g] = await tx
          .insert(schema.groups)
          .values({
            name: input.name,
            kind: input.kind,
            place: place.label,
            loc: place.loc,
            description: input.description,
            rules: input.rules,
            join: input.join,
            question: input.join === "approval" ? input.question : null,
            createdBy: viewer.id,
          })
          .returning({ id: schema.groups.id });
        await tx.insert(schema.groupMembers).values({ groupId: g.id, userId: viewer.id, role: "owner", status: "member", joinedAt: new Date() });
        return g.id;
      });
      log.info("group created", { groupId: id, ownerId: viewer.id });
      return { id, name: input.name, kind: input.kind, place: place.label, join: input.join };
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(NAME_TAKEN, "name");
      throw e;
    }
  },
});
