import { route } from "@/app/_doors/route";
import { editAccount } from "@/lib/accounts/edit-account";
import { getProfile } from "@/lib/accounts/get-profile";

export const GET = route(getProfile);
/** JSON `first_name?, last_name?, units?` (issue 31): the changed profile. */
export const PATCH = route(editAccount);
