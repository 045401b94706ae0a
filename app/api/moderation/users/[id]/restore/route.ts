import { route } from "@/app/_doors/route";
import { restoreUser } from "@/lib/moderation/restore-user";

/** POST /api/moderation/users/{id}/restore. */
export const POST = route(restoreUser);
