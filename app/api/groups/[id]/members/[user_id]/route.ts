import { route } from "@/app/_doors/route";
import { leaveGroup } from "@/lib/groups/leave-group";
import { updateMember } from "@/lib/groups/update-member";

/** PATCH /api/groups/{id}/members/{user_id} {status, role?} (admins): approve, remove, make admin. */
export const PATCH = route(updateMember);
/** DELETE /api/groups/{id}/members/me: leave the group, or withdraw my ask (204). */
export const DELETE = route(leaveGroup);
