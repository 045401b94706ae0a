import { route } from "@/app/_doors/route";
import { blockUser } from "@/lib/blocks/block-user";
import { unblockUser } from "@/lib/blocks/unblock-user";

/** POST /api/users/{id}/block, DELETE /api/users/{id}/block (docs/api.md, Trust and safety). */
export const POST = route(blockUser);
export const DELETE = route(unblockUser);
