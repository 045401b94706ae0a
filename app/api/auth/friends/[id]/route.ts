import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { deleteFriendship } from "@/lib/friends/delete-friendship";

/** DELETE /api/auth/friends/{id}: remove the friendship with user {id}, or cancel/decline a pending request (204). */
export const DELETE = route(deleteFriendship, { respond: () => new NextResponse(null, { status: 204 }) });
