import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { friendsOf, listIncomingRequests, listOutgoingRequests } from "./index";

/** The /myfriends page: friends, incoming and outgoing requests, as the page shows them (cards with more than GET /api/auth/friends gives). */
export const getFriendsOverview = defineUseCase({
  name: "friends.overview",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer) => {
    const [friends, incoming, outgoing] = await Promise.all([friendsOf(viewer), listIncomingRequests(viewer), listOutgoingRequests(viewer)]);
    return { friends, incoming, outgoing };
  },
});
