import { defineUseCase } from "@/lib/use-case";
import { groupListingInput, setHiddenInGroup } from "./listing-hiding";

/** POST /api/groups/{id}/listings/{listing_id}/unhide {"reason"?}: the group's owner and admins show a hidden listing again. */
export const unhideListingInGroup = defineUseCase({
  name: "groups.unhideListing",
  caller: "signed-in",
  input: groupListingInput,
  run: (viewer, data) => setHiddenInGroup(viewer, data, false),
});
