import { route } from "@/app/_doors/route";
import { answerOffer } from "@/lib/queue/answer-offer";

/** POST /api/listings/{id}/offer {"accept"}: the offered gardener answers a first refusal (issue 32). */
export const POST = route(answerOffer);
