"use server";

import { action } from "@/app/_doors/action";
import { decideDispute } from "@/lib/moderation/disputes";
import { blockUser } from "@/lib/blocks/block-user";
import { unblockUser } from "@/lib/blocks/unblock-user";
import { grantModerator } from "@/lib/moderation/grant-moderator";
import { resolveReport } from "@/lib/moderation/resolve-report";
import { revokeModerator } from "@/lib/moderation/revoke-moderator";
import { restoreUser } from "@/lib/moderation/restore-user";
import { suspendUser } from "@/lib/moderation/suspend-user";
import { createReport } from "@/lib/reports/create-report";
import { requestReview } from "@/lib/moderation/request-review";

/** Trust and safety forms (issue 14): each a one-line door onto its use case. */
export const blockAction = action(blockUser, { revalidate: ["/profile", "/messages", "/listings"] });
export const unblockAction = action(unblockUser, { revalidate: ["/profile"] });
export const reportAction = action(createReport);
export const resolveReportAction = action(resolveReport, { revalidate: ["/moderation"] });
/** Issue 32: uphold or drop a no-show dispute. */
export const decideDisputeAction = action(decideDispute, { revalidate: ["/moderation"] });
export const suspendUserAction = action(suspendUser, { revalidate: ["/moderation"] });
export const restoreUserAction = action(restoreUser, { revalidate: ["/moderation"] });
export const grantModeratorAction = action(grantModerator, { revalidate: ["/moderation"] });
export const revokeModeratorAction = action(revokeModerator, { revalidate: ["/moderation"] });
export const requestReviewAction = action(requestReview);
