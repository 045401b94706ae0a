import "@/lib/validation/zod-config";
import { z } from "zod";
import { getPublicUser, userExists } from "@/lib/users";
import { defineUseCase } from "@/lib/use-case";
import { gardenerDistance, originFor } from "@/lib/listings/near";
import { isAppError } from "@/lib/errors";

/**
 * The chat page's header: the other gardener as the viewer may see them, with a distance bucket.
 * Someone the viewer may not see (blocked, suspended) or who does not exist has no username;
 * `hidden` says whether they exist at all (the blocked side keeps its history).
 */
export const getChatPartner = defineUseCase({
  name: "messages.partner",
  caller: "anyone",
  input: z.object({ id: z.number().int() }),
  run: async (viewer, { id }) => {
    try {
      const u = await getPublicUser(viewer, id);
      const { distance_bucket } = await gardenerDistance(await originFor(viewer, undefined), id);
      return { id: u.id, username: u.username, profile_picture: u.profile_picture, distance_bucket };
    } catch (e) {
      if (isAppError(e) && e.kind === "not_found") return { id, username: null, profile_picture: null, hidden: await userExists(id) };
      throw e;
    }
  },
});
