import { route } from "@/app/_doors/route";
import { requestReview } from "@/lib/moderation/request-review";

/** POST /api/listings/{id}/review: the owner of a listing hidden by reports asks the moderators to look again. */
export const POST = route(requestReview);
