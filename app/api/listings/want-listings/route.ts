import { route } from "@/app/_doors/route";
import { createWant } from "@/lib/wants/create-want";
import { listWants } from "@/lib/wants/list-wants";

/** GET /api/listings/want-listings[?user_id=]: a gardener's wish list (own without user_id). */
export const GET = route(listWants);

/** POST /api/listings/want-listings with title and category_id. */
export const POST = route(createWant, { status: 201 });
