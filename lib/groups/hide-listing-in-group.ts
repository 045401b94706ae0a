import { defineUseCase } from "@/lib/use-case";
import { groupListingInput, setHiddenInGroup } from "./listing-hiding";

/** POST /api/groups/{id}/listings/{listing_id}/hide {"reason"?}: the group's owner and admins take a listing out of their group. */
export const hideListingInGroup = defineUseCase({
  name: "groups.hideListing",
  caller: "signed-in",
  input: groupListingInput,
  run: (viewer, data) => setHiddenInGroup(viewer, data, true),
});
