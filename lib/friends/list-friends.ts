import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { friendsOf } from "./index";

/** GET /api/auth/friends: the viewer's accepted friends (id = the friend's user id), as SPEC §7's client reads them. */
export const listFriends = defineUseCase({
  name: "friends.list",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer) => (await friendsOf(viewer)).map(({ id, username, profile_picture }) => ({ id, username, profile_picture })),
});
