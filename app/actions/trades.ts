"use server";

import { action } from "@/app/_doors/action";
import { completeListing } from "@/lib/trades/complete-listing";
import { confirmTrade } from "@/lib/trades/confirm-trade";
import { releaseListing } from "@/lib/trades/release-listing";
import { renewListing } from "@/lib/trades/renew-listing";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { applyReminderLink } from "@/lib/trades/reminder-link";
import { editThanks, thankTrade } from "@/lib/trades/thank-trade";
import { disputeNoShow } from "@/lib/trades/dispute-no-show";

/** The trade buttons of the chat header, the listing page and My trades (issue 15): one-line doors. */
const pages = ["/my-trades", "/my-listings"];
export const reserveAction = action(reserveListing, { revalidate: pages });
export const releaseAction = action(releaseListing, { revalidate: pages });
export const completeAction = action(completeListing, { revalidate: pages });
export const confirmAction = action(confirmTrade, { revalidate: pages });
export const thankAction = action(thankTrade, { revalidate: pages });
export const editThanksAction = action(editThanks, { revalidate: pages });
export const renewAction = action(renewListing, { revalidate: pages });
/** The reminder e-mail's signed links (no login: the token is the proof). */
export const applyReminderLinkAction = action(applyReminderLink, { revalidate: pages });
/** Issue 32: the gardener released as a no-show disputes it, once (My trades). */
export const disputeAction = action(disputeNoShow, { revalidate: pages });
