"use server";

import { action } from "@/app/_doors/action";
import { answerOffer } from "@/lib/queue/answer-offer";

/** Issue 32: "Yes please" / "No thanks" on a first refusal (the listing page, the bell, My trades). */
export const answerOfferAction = action(answerOffer, { revalidate: ["/my-trades", "/my-listings"] });
