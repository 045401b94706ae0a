import { route } from "@/app/_doors/route";
import { listMembers } from "@/lib/groups/list-members";

/** GET /api/groups/{id}/members (admins): asks with their answers, members, and who was taken out. */
export const GET = route(listMembers);
