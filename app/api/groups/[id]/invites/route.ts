import { route } from "@/app/_doors/route";
import { createInvite } from "@/lib/groups/create-invite";

/** POST /api/groups/{id}/invites: a new invite link {code, url}, shown once. */
export const POST = route(createInvite, { status: 201 });
