"use server";

import { action } from "@/app/_doors/action";
import { answerComing } from "@/lib/handover/coming";
import { applyComingLink } from "@/lib/handover/coming-link";
import { respondWindow } from "@/lib/handover/respond-window";

/** Issue 32: how it changes hands, the pickup time, and the reminder's answer (one-line doors). */
const pages = ["/my-trades", "/my-listings", "/match-noti"];
export const windowAction = action(respondWindow, { revalidate: pages });
export const comingAction = action(answerComing, { revalidate: pages });
/** The reminder e-mail's signed links (no login: the token is the proof). */
export const comingLinkAction = action(applyComingLink, { revalidate: pages });
