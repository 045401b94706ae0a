import "@/lib/validation/zod-config";
import { z } from "zod";
import { getAvatar } from "@/lib/accounts/get-avatar";
import { getProfile } from "@/lib/accounts/get-profile";
import { getPublicGardener } from "@/lib/accounts/get-public-gardener";
import { registerAccount } from "@/lib/accounts/register-account";
import { requestPasswordReset } from "@/lib/accounts/request-password-reset";
import { resetPassword } from "@/lib/accounts/reset-password";
import { resendVerification } from "@/lib/accounts/resend-verification";
import { verifyEmail } from "@/lib/accounts/verify-email";
import { updateProfile } from "@/lib/accounts/update-profile";
import { changeEmail } from "@/lib/accounts/change-email";
import { changePassword } from "@/lib/accounts/change-password";
import { editAccount } from "@/lib/accounts/edit-account";
import { CROP_LANGUAGES } from "@/lib/crops/catalogue";
import { exportAccount } from "@/lib/accounts/export-account";
import { logIn } from "@/lib/auth/log-in";
import { deleteFriendship } from "@/lib/friends/delete-friendship";
import { getFriendStatus } from "@/lib/friends/get-friend-status";
import { listFriendRequests } from "@/lib/friends/list-friend-requests";
import { listFriends } from "@/lib/friends/list-friends";
import { respondFriendRequest } from "@/lib/friends/respond-friend-request";
import { sendFriendRequest } from "@/lib/friends/send-friend-request";
import { listListings } from "@/lib/listings/list-listings";
import { listCells } from "@/lib/listings/list-cells";
import { listWants } from "@/lib/wants/list-wants";
import { listBlocked } from "@/lib/blocks/list-blocked";
import { blockUser } from "@/lib/blocks/block-user";
import { unblockUser } from "@/lib/blocks/unblock-user";
import { getCrop } from "@/lib/listings/get-crop";
import { suggestCrops } from "@/lib/crops/suggest-crops";
import { getCropSeason } from "@/lib/seasons/get-crop-season";
import { getSeasonNow } from "@/lib/seasons/get-season-now";
import { findGardeners } from "@/lib/gardeners/find-gardeners";
import { nearbyGardeners } from "@/lib/gardeners/nearby-gardeners";
import { createListing } from "@/lib/listings/create-listing";
import { deleteListing } from "@/lib/listings/delete-listing";
import { getListing } from "@/lib/listings/get-listing";
import { setHandover } from "@/lib/handover/set-handover";
import { respondWindow } from "@/lib/handover/respond-window";
import { answerComing } from "@/lib/handover/coming";
import { getCalendar } from "@/lib/handover/calendar";
import { createEvent } from "@/lib/swap-days/create-event";
import { listEvents } from "@/lib/swap-days/list-events";
import { getEvent } from "@/lib/swap-days/get-event";
import { rsvpEvent } from "@/lib/swap-days/rsvp-event";
import { cancelEvent } from "@/lib/swap-days/cancel-event";
import { setBringing } from "@/lib/swap-days/set-bringing";
import { eventMatches } from "@/lib/swap-days/event-matches";
import { eventCalendar } from "@/lib/swap-days/event-calendar";
import { getSwapSheet } from "@/lib/swap-days/get-swap-sheet";
import { recordSwaps } from "@/lib/swap-days/record-swaps";
import { applyComingLink, checkComingLink } from "@/lib/handover/coming-link";
import { setListingVisibility } from "@/lib/listings/set-listing-visibility";
import { hideListingInGroup } from "@/lib/groups/hide-listing-in-group";
import { unhideListingInGroup } from "@/lib/groups/unhide-listing-in-group";
import { requestReview } from "@/lib/moderation/request-review";
import { updateListing } from "@/lib/listings/update-listing";
import { listReports } from "@/lib/moderation/list-reports";
import { resolveReport } from "@/lib/moderation/resolve-report";
import { restoreUser } from "@/lib/moderation/restore-user";
import { grantModerator } from "@/lib/moderation/grant-moderator";
import { revokeModerator } from "@/lib/moderation/revoke-moderator";
import { suspendUser } from "@/lib/moderation/suspend-user";
import { markNotificationsRead } from "@/lib/notifications/mark-read";
import { getNotificationSettings } from "@/lib/notifications/get-notification-settings";
import { setNotificationSettings } from "@/lib/notifications/set-notification-settings";
import { unsubscribeEmails } from "@/lib/notifications/unsubscribe-emails";
import { suggestPlacesUseCase } from "@/lib/places/suggest-places";
import { getPushPublicKey } from "@/lib/push/get-public-key";
import { getPushSubscription } from "@/lib/push/get-subscription";
import { subscribePush } from "@/lib/push/subscribe";
import { unsubscribePush } from "@/lib/push/unsubscribe";
import { createReport } from "@/lib/reports/create-report";
import { completeListing } from "@/lib/trades/complete-listing";
import { confirmTrade } from "@/lib/trades/confirm-trade";
import { conversationTrades } from "@/lib/trades/conversation-trades";
import { listConversationItems } from "@/lib/messages/list-conversation-items";
import { listTrades } from "@/lib/trades/list-trades";
import { releaseListing } from "@/lib/trades/release-listing";
import { getReliability } from "@/lib/trades/reliability";
import { getQueue } from "@/lib/queue/get-queue";
import { answerOffer } from "@/lib/queue/answer-offer";
import { listMyOffers } from "@/lib/queue/my-offers";
import { disputeNoShow } from "@/lib/trades/dispute-no-show";
import { decideDispute, listDisputes } from "@/lib/moderation/disputes";
import { applyReminderLink, checkReminderLink } from "@/lib/trades/reminder-link";
import { renewListing } from "@/lib/trades/renew-listing";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { tookPortion } from "@/lib/gluts/took-portion";
import { requestPortion } from "@/lib/gluts/request-portion";
import { editThanks, thankTrade } from "@/lib/trades/thank-trade";
import { getTradeProfile } from "@/lib/trades/trade-profile";
import { listTradePartners } from "@/lib/trades/trade-partners";
import type { OutputOf, UseCase } from "@/lib/use-case";
import { sendMessageSchema, threadQuerySchema } from "@/lib/validation/messages";
import { notificationListSchema } from "@/lib/validation/notifications";
import { createWant } from "@/lib/wants/create-want";
import { deleteWant } from "@/lib/wants/delete-want";
import { updateWant } from "@/lib/wants/update-want";
import { createGroup } from "@/lib/groups/create-group";
import { createInvite } from "@/lib/groups/create-invite";
import { getGroup } from "@/lib/groups/get-group";
import { joinGroup } from "@/lib/groups/join-group";
import { leaveGroup } from "@/lib/groups/leave-group";
import { listGroupListings } from "@/lib/groups/list-group-listings";
import { listGroups } from "@/lib/groups/list-groups";
import { listMembers } from "@/lib/groups/list-members";
import { suggestGroups } from "@/lib/groups/suggest-groups";
import { updateMember } from "@/lib/groups/update-member";
import { GROUP_ROLES, MEMBER_STATUSES } from "@/lib/groups/words";
import { operatorMetrics } from "@/lib/moderation/operator-metrics";
import { getUserImpact } from "@/lib/impact/get-user-impact";
import { getPlaceImpact } from "@/lib/impact/get-place-impact";
import { getGroupImpact } from "@/lib/groups/group-impact";
import { createSeedLot } from "@/lib/seed-lots/create-seed-lot";
import { getSeedLot } from "@/lib/seed-lots/get-seed-lot";
import { getLineage } from "@/lib/seed-lots/get-lineage";
import { reportGrowOut } from "@/lib/seed-lots/report-grow-out";
import { getLabel } from "@/lib/seed-lots/get-label";
import { varietyReports } from "@/lib/seed-lots/variety-reports";
import { cropGermination } from "@/lib/seed-lots/crop-germination";
import { getListingLot } from "@/lib/seed-lots/get-listing-lot";
import { giftSeedLot } from "@/lib/seed-lots/gift-seed-lot";
import * as S from "./shapes";

/** Who may call: "none" (anyone, session ignored), "optional" (anyone; a session changes what is seen), "required", "moderator". */
export type Access = "none" | "optional" | "required" | "moderator";
type Body = "json" | "form" | "multipart";

export type Operation = {
  summary: string;
  access: Access;
  /** The whole input as the door parses it: path params + query (GET/DELETE) or + body. */
  input?: z.ZodType;
  /** How the body may be sent; the first is documented first. */
  body?: Body[];
  /** The success status and what it carries: a zod schema (JSON), "none" (empty), "binary", "redirect"; `also`: other success statuses with the same body, and when. */
  ok: { status: number; schema: z.ZodType | "none" | "binary" | "redirect" | "calendar" | "html"; headers?: string[]; also?: Record<number, string> };
  /** Answers besides the success and the ones every call may give (422, 429, 503, 413). */
  errors?: number[];
  /** Limited by a declared rate limit: documents 429 with Retry-After. */
  limited?: boolean;
};

/**
 * Pins a documented shape to the type a use case really returns: equal both ways or typecheck fails.
 * (Readonly/optional differences count, on purpose.)
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function same<U extends UseCase, T extends z.ZodType>(_u: U, schema: T & (Same<z.output<T>, OutputOf<U>> extends true ? unknown : never)): z.ZodType {
  return schema;
}
// Compile-time checks that the JSON shapes equal the DTO types the code returns.
type Pin<T extends true> = T;
/** @public (read by the compiler, not by code) */
export type ShapesPinned = [
  Pin<Same<z.output<typeof S.listing>, import("@/lib/listings").ListingDTO>>,
  Pin<Same<z.output<typeof S.want>, import("@/lib/wants").WantDTO>>,
  Pin<Same<z.output<typeof S.message>, import("@/lib/messages").Message>>,
  Pin<Same<z.output<typeof S.conversation>, import("@/lib/messages").Conversation>>,
  Pin<Same<z.output<typeof S.relation>, import("@/lib/friends").Relation>>,
  Pin<Same<z.output<typeof S.ownProfile>, import("@/lib/users").OwnProfile>>,
  Pin<Same<z.output<typeof S.publicUser>, import("@/lib/users").PublicUser>>,
  Pin<Same<z.output<typeof S.trade>, import("@/lib/trades/trade-records").TradeDTO>>,
  Pin<Same<z.output<typeof S.tradeProfile>, import("@/lib/trades/trade-profile").TradeProfile>>,
  Pin<Same<z.output<typeof S.blockedGardener>, import("@/lib/blocks/list-blocked").BlockedGardener>>,
  Pin<Same<z.output<typeof S.notification>, Omit<import("@/lib/notifications").NotificationDTO, "kind"> & { kind: string }>>,
];


/** Every /api call, keyed "METHOD /api/path/{param}". A test checks that each route file's handlers are here. */
export const operations: Record<string, Operation> = {
  // Accounts (SPEC §7)
  "POST /api/auth/register": { summary: "Create an account", access: "none", input: registerAccount.input, body: ["json"], ok: { status: 201, schema: S.registered }, errors: [409], limited: true },
  "POST /api/auth/login": { summary: "Sign in: the Bearer token", access: "none", input: logIn.input, body: ["form", "json"], ok: { status: 200, schema: same(logIn, S.loginAnswer) }, errors: [401, 403], limited: true },
  "POST /api/auth/logout": { summary: "End this session", access: "optional", ok: { status: 204, schema: "none" } },
  "POST /api/auth/request-password-reset": { summary: "E-mail a reset link", access: "none", input: requestPasswordReset.input, body: ["json"], ok: { status: 200, schema: same(requestPasswordReset, S.messageOnly) }, limited: true },
  "POST /api/auth/reset-password": { summary: "Set a new password with a reset token", access: "none", input: resetPassword.input, body: ["json"], ok: { status: 200, schema: same(resetPassword, S.messageOnly) }, errors: [400], limited: true },
  "POST /api/auth/verify": { summary: "Confirm my e-mail address with the link's token", access: "none", input: verifyEmail.input, body: ["json"], ok: { status: 200, schema: same(verifyEmail, S.verifyAnswer) }, limited: true },
  "POST /api/auth/verify/resend": { summary: "Send me a new confirmation link", access: "required", input: resendVerification.input, body: ["json"], ok: { status: 200, schema: same(resendVerification, S.verifyAnswer) }, errors: [401], limited: true },
  "GET /api/auth/profile": { summary: "My profile", access: "required", input: getProfile.input, ok: { status: 200, schema: same(getProfile, S.ownProfile) }, errors: [401] },
  "GET /api/auth/users/me/avatar": { summary: "My profile picture", access: "required", input: getAvatar.input, ok: { status: 200, schema: "binary" }, errors: [401, 404] },
  "GET /api/auth/users/{id}/public": { summary: "A gardener's public profile", access: "optional", input: getPublicGardener.input, ok: { status: 200, schema: same(getPublicGardener, S.publicUser) }, errors: [404] },
  "POST /api/auth/upload-profile-image": { summary: "Personal info and an optional photo", access: "required", input: updateProfile.input, body: ["multipart", "json"], ok: { status: 200, schema: same(updateProfile, S.profileInfo) }, errors: [401] },
  // Account settings (issue 31)
  "PATCH /api/auth/profile": { summary: "Change my name, distance unit, currency or language", access: "required", input: editAccount.input, body: ["json"], ok: { status: 200, schema: same(editAccount, S.ownProfile) }, errors: [401] },
  "POST /api/auth/password": { summary: "Change my password (other sessions end)", access: "required", input: changePassword.input, body: ["json"], ok: { status: 200, schema: z.object({ message: z.string(), other_sessions_ended: z.number().int() }) }, errors: [401, 403], limited: true },
  "POST /api/auth/email": { summary: "Change my e-mail address (confirmed by a link first)", access: "required", input: changeEmail.input, body: ["json"], ok: { status: 202, schema: z.object({ message: z.string(), pending_email: z.string() }) }, errors: [401, 403, 409], limited: true },
  "GET /api/auth/export": { summary: "Everything my account holds, as a JSON file", access: "required", input: exportAccount.input, ok: { status: 200, schema: z.looseObject({ exported_at: z.string(), profile: S.ownProfile.extend({ created_at: z.string() }) }), headers: ["Content-Disposition"] }, errors: [401], limited: true },
  // Friends
  "GET /api/auth/friends": { summary: "My friends", access: "required", input: listFriends.input, ok: { status: 200, schema: z.array(S.friend) }, errors: [401] },
  "GET /api/auth/friends/requests": { summary: "Friend requests waiting for my answer", access: "required", input: listFriendRequests.input, ok: { status: 200, schema: z.array(S.friendRequest) }, errors: [401] },
  "POST /api/auth/friends/request": { summary: "Ask a gardener to be friends", access: "required", input: sendFriendRequest.input, body: ["json"], ok: { status: 201, schema: S.friendRequestAnswer, also: { 200: "Nothing new: already asked, or already friends (see outcome)" } }, errors: [401, 404], limited: true },
  "POST /api/auth/friends/respond": { summary: "Accept or decline a request", access: "required", input: respondFriendRequest.input, body: ["json"], ok: { status: 200, schema: S.friendRespondAnswer }, errors: [401, 404] },
  "DELETE /api/auth/friends/{id}": { summary: "End a friendship or cancel a request", access: "required", input: deleteFriendship.input, ok: { status: 204, schema: "none" }, errors: [401, 404] },
  "GET /api/auth/friends/status/{id}": { summary: "My relation to a gardener", access: "required", input: getFriendStatus.input, ok: { status: 200, schema: same(getFriendStatus, S.relation) }, errors: [401, 404] },
  "GET /api/gardeners": { summary: "Find gardeners by name or town", access: "required", input: findGardeners.input, ok: { status: 200, schema: same(findGardeners, z.array(S.gardener)) }, errors: [401], limited: true },
  "GET /api/gardeners/nearby": { summary: "Gardeners near me (distance buckets, never numbers)", access: "required", input: nearbyGardeners.input, ok: { status: 200, schema: same(nearbyGardeners, S.nearbyGardeners) }, errors: [401], limited: true },
  // Listings
  "GET /api/listings/": { summary: "Listings the caller may see, keyset-paginated", access: "optional", input: listListings.input, ok: { status: 200, schema: z.array(S.listing), headers: ["X-Next-Cursor", "Link"] }, limited: true },
  "GET /api/listings/cells": { summary: "The private map: listings counted in grid cells, never placed (bbox, zoom, crop)", access: "optional", input: listCells.input, ok: { status: 200, schema: same(listCells, z.array(S.mapCell)) }, limited: true },
  "POST /api/listings/": { summary: "Post a listing", access: "required", input: createListing.input, body: ["json", "multipart"], ok: { status: 201, schema: same(createListing, S.listing) }, errors: [401, 403, 413, 415], limited: true },
  "GET /api/listings/{id}": { summary: "One listing", access: "optional", input: getListing.input, ok: { status: 200, schema: same(getListing, S.listingDetail) }, errors: [404] },
  "PATCH /api/listings/{id}": { summary: "Edit my listing (state_id goes through the trade steps)", access: "required", input: updateListing.input, body: ["json", "multipart"], ok: { status: 200, schema: same(updateListing, S.listing) }, errors: [401, 403, 404, 409] },
  "DELETE /api/listings/{id}": { summary: "Delete my listing", access: "required", input: deleteListing.input, ok: { status: 204, schema: "none" }, errors: [401, 403, 404] },
  "PATCH /api/listings/{id}/visibility": { summary: "Everyone, friends only, or my chosen groups (groups)", access: "required", input: setListingVisibility.input, body: ["json"], ok: { status: 200, schema: same(setListingVisibility, S.listing) }, errors: [401, 403, 404] },
  "POST /api/listings/{id}/review": { summary: "Owner: ask the moderators to look again at a listing reports hid", access: "required", input: requestReview.input, ok: { status: 200, schema: same(requestReview, S.reviewRequested) }, errors: [401, 404, 409], limited: true },
  "POST /api/listings/{id}/reserve": { summary: "Reserve my listing (or a portion of a glut) for a gardener I talked to", access: "required", input: reserveListing.input, body: ["json"], ok: { status: 200, schema: same(reserveListing, S.trade) }, errors: [401, 403, 404, 409], limited: true },
  "POST /api/listings/{id}/took": { summary: "Help-yourself glut: say what I took (issue 36)", access: "required", input: tookPortion.input, body: ["json"], ok: { status: 200, schema: same(tookPortion, S.portionAnswer) }, errors: [401, 404, 409], limited: true },
  "POST /api/listings/{id}/requests": { summary: "Fair chance: ask for a portion before the giver chooses (issue 36)", access: "required", input: requestPortion.input, body: ["json"], ok: { status: 201, schema: same(requestPortion, S.portionAnswer) }, errors: [401, 404, 409], limited: true },
  "POST /api/listings/{id}/release": { summary: "Release a reservation (reason optional; on a glut, one gardener's portions: user_id)", access: "required", input: releaseListing.input, body: ["json"], ok: { status: 200, schema: same(releaseListing, z.object({ id: z.number(), state_id: z.number(), remaining: z.number().optional() })) }, errors: [401, 403, 404, 409], limited: true },
  "POST /api/listings/{id}/complete": { summary: "Mark given, sold or swapped (on a glut: one gardener's reserved portions handed over, user_id)", access: "required", input: completeListing.input, body: ["json"], ok: { status: 200, schema: same(completeListing, S.trade) }, errors: [401, 403, 404, 409] },
  "POST /api/listings/{id}/confirm": { summary: "Counterpart: received, or it did not happen", access: "required", input: confirmTrade.input, body: ["json"], ok: { status: 200, schema: same(confirmTrade, S.trade) }, errors: [401, 403, 404, 409] },
  "POST /api/listings/{id}/renew": { summary: "Offer it for longer", access: "required", input: renewListing.input, body: ["json"], ok: { status: 200, schema: same(renewListing, z.object({ id: z.number(), available_until: z.string() })) }, errors: [401, 403, 404] },
  "GET /api/listing-reminder": { summary: "What a freshness reminder link would do (changes nothing)", access: "none", input: checkReminderLink.input, ok: { status: 200, schema: same(checkReminderLink, S.reminderLink) }, errors: [403], limited: true },
  "POST /api/listing-reminder": { summary: "Still available / It's gone, from the reminder e-mail, without logging in", access: "none", input: applyReminderLink.input, body: ["json"], ok: { status: 200, schema: same(applyReminderLink, S.reminderLink) }, errors: [403], limited: true },
  "POST /api/listings/{id}/thanks": { summary: "Thank the other side of a confirmed trade", access: "required", input: thankTrade.input, body: ["json"], ok: { status: 201, schema: same(thankTrade, S.thanks) }, errors: [401, 403, 404, 409] },
  "PUT /api/listings/{id}/thanks": { summary: "Edit my thank-you (7 days)", access: "required", input: editThanks.input, body: ["json"], ok: { status: 200, schema: same(editThanks, S.thanks) }, errors: [401, 403, 404, 409] },
  // Groups (issue 34): an admin hides a listing in their group
  "POST /api/groups/{id}/listings/{listing_id}/hide": { summary: "Group admins: hide a listing in the group (audited)", access: "required", input: hideListingInGroup.input, body: ["json"], ok: { status: 200, schema: same(hideListingInGroup, S.groupListingState) }, errors: [401, 403, 404] },
  "POST /api/groups/{id}/listings/{listing_id}/unhide": { summary: "Group admins: show a hidden listing in the group again", access: "required", input: unhideListingInGroup.input, body: ["json"], ok: { status: 200, schema: same(unhideListingInGroup, S.groupListingState) }, errors: [401, 403, 404] },
  // Wishes
  "GET /api/listings/want-listings": { summary: "A wish list (mine, or user_id's)", access: "optional", input: listWants.input, ok: { status: 200, schema: same(listWants, z.array(S.want)) }, errors: [401, 404] },
  "POST /api/listings/want-listings": { summary: "Add a wish", access: "required", input: createWant.input, body: ["json"], ok: { status: 201, schema: same(createWant, S.want) }, errors: [401, 403, 409], limited: true },
  "PATCH /api/listings/want-listings/{id}": { summary: "Rename a wish", access: "required", input: updateWant.input, body: ["json"], ok: { status: 200, schema: same(updateWant, S.want) }, errors: [401, 403, 404] },
  "DELETE /api/listings/want-listings/{id}": { summary: "Delete a wish", access: "required", input: deleteWant.input, ok: { status: 204, schema: "none" }, errors: [401, 403, 404] },
  // Messages
  "GET /api/messages": { summary: "My conversations", access: "required", ok: { status: 200, schema: z.array(S.conversation) }, errors: [401] },
  "GET /api/messages/items": { summary: "What each conversation is about (the latest listing asked about)", access: "required", ok: { status: 200, schema: same(listConversationItems, S.conversationItems) }, errors: [401] },
  "POST /api/messages": { summary: "Send a message (client_id makes retries safe)", access: "required", input: sendMessageSchema, body: ["json"], ok: { status: 201, schema: S.message }, errors: [401, 403, 404], limited: true },
  "GET /api/messages/{otherUserId}": { summary: "A conversation, keyset-paginated", access: "required", input: threadQuerySchema.extend({ otherUserId: z.string() }), ok: { status: 200, schema: z.array(S.message) }, errors: [401, 404] },
  "POST /api/messages/{otherUserId}/read": { summary: "Mark a conversation read", access: "required", input: z.object({ otherUserId: z.string() }), ok: { status: 200, schema: z.object({ marked: z.number(), unread_total: z.number() }) }, errors: [401, 404] },
  // Notifications and push
  "GET /api/notifications": { summary: "My notifications, newest first", access: "required", input: notificationListSchema, ok: { status: 200, schema: S.notificationPage }, errors: [401] },
  "POST /api/notifications/read": { summary: "Mark notifications read", access: "required", input: markNotificationsRead.input, body: ["json"], ok: { status: 200, schema: same(markNotificationsRead, z.object({ updated: z.number(), unread: z.number() })) }, errors: [401] },
  "GET /api/notifications/settings": { summary: "My e-mail and push switches per kind", access: "required", input: getNotificationSettings.input, ok: { status: 200, schema: same(getNotificationSettings, S.notificationSettings) }, errors: [401] },
  "PUT /api/notifications/settings": { summary: "Change e-mail and push switches per kind (push: on every subscribed device)", access: "required", input: setNotificationSettings.input, body: ["json"], ok: { status: 200, schema: same(setNotificationSettings, S.notificationSettings) }, errors: [401] },
  "GET /api/push/public-key": { summary: "The VAPID public key", access: "none", input: getPushPublicKey.input, ok: { status: 200, schema: same(getPushPublicKey, z.object({ public_key: z.string() })) } },
  "GET /api/push/subscriptions": { summary: "This device's push settings", access: "required", input: getPushSubscription.input, ok: { status: 200, schema: same(getPushSubscription, S.pushSettings) }, errors: [401, 404] },
  "POST /api/push/subscriptions": { summary: "Subscribe this device", access: "required", input: subscribePush.input, body: ["json"], ok: { status: 201, schema: same(subscribePush, S.pushSettings) }, errors: [401] },
  "DELETE /api/push/subscriptions": { summary: "Unsubscribe this device", access: "required", input: unsubscribePush.input, ok: { status: 204, schema: "none" }, errors: [401, 404] },
  "GET /api/unsubscribe": { summary: "One-click e-mail unsubscribe (link in e-mails): see-other to the confirmation page, or its 'not valid' state", access: "none", input: unsubscribeEmails.input, ok: { status: 303, schema: "redirect" } },
  "POST /api/unsubscribe": { summary: "RFC 8058 one-click unsubscribe", access: "none", input: unsubscribeEmails.input, body: ["form", "json"], ok: { status: 200, schema: same(unsubscribeEmails, z.object({ unsubscribed: z.literal(true) })) }, errors: [400, 404], limited: true },
  // Trades
  "GET /api/trades": { summary: "My trades", access: "required", input: listTrades.input, ok: { status: 200, schema: same(listTrades, z.array(S.trade)) }, errors: [401, 404] },
  "GET /api/trades/partners": { summary: "Gardeners I may reserve for or hand over to", access: "required", input: listTradePartners.input, ok: { status: 200, schema: same(listTradePartners, z.array(S.tradePartner)) }, errors: [401] },
  "GET /api/trades/with/{user_id}": { summary: "My offers for a gardener and our trades (the chat's trade panel)", access: "required", input: conversationTrades.input, ok: { status: 200, schema: same(conversationTrades, S.conversationTrades) }, errors: [401, 404] },
  "GET /api/users/{id}/trades": { summary: "A gardener's completed trades and thank-yous", access: "optional", input: getTradeProfile.input, ok: { status: 200, schema: same(getTradeProfile, S.tradeProfile) }, errors: [404] },
  // Safety
  "POST /api/users/{id}/block": { summary: "Block a gardener", access: "required", input: blockUser.input, ok: { status: 200, schema: same(blockUser, z.object({ user_id: z.number(), blocked: z.boolean() })) }, errors: [401, 404] },
  "DELETE /api/users/{id}/block": { summary: "Unblock a gardener", access: "required", input: unblockUser.input, ok: { status: 204, schema: "none" }, errors: [401, 404] },
  "GET /api/users/blocked": { summary: "Gardeners I blocked", access: "required", input: listBlocked.input, ok: { status: 200, schema: same(listBlocked, z.array(S.blockedGardener)) }, errors: [401] },
  "POST /api/reports": { summary: "Report a listing, a gardener, a message or a thank-you note", access: "required", input: createReport.input, body: ["json"], ok: { status: 201, schema: same(createReport, z.object({ id: z.number(), status: z.literal("open"), blocked: z.boolean(), message: z.string() })) }, errors: [401, 404, 409], limited: true },
  "GET /api/moderation/reports": { summary: "Moderators: open reports by target", access: "moderator", input: listReports.input, ok: { status: 200, schema: same(listReports, S.desk) }, errors: [401, 404] },
  "POST /api/moderation/reports/{id}": { summary: "Moderators: act on a report", access: "moderator", input: resolveReport.input, body: ["json"], ok: { status: 200, schema: same(resolveReport, S.reportDecision) }, errors: [401, 404, 409] },
  // Issue 32: release reasons, the kept-promise record, and a no-show dispute.
  // Issue 32: next in line, and first refusals.
  "GET /api/listings/{id}/queue": { summary: "Owner: the next in line for my listing", access: "required", input: getQueue.input, ok: { status: 200, schema: same(getQueue, S.queue) }, errors: [401, 403, 404] },
  "POST /api/listings/{id}/offer": { summary: "Answer a first refusal offered to me", access: "required", input: answerOffer.input, body: ["json"], ok: { status: 200, schema: same(answerOffer, S.offerAnswer) }, errors: [401, 403, 404, 409], limited: true },
  "GET /api/offers": { summary: "My open first refusals", access: "required", input: listMyOffers.input, ok: { status: 200, schema: same(listMyOffers, S.pendingOffers) }, errors: [401] },
  "GET /api/users/{id}/reliability": { summary: "A gardener's kept-promise record", access: "optional", input: getReliability.input, ok: { status: 200, schema: same(getReliability, S.reliability) }, errors: [404] },
  "POST /api/trades/{id}/dispute": { summary: "Dispute a no-show, once", access: "required", input: disputeNoShow.input, body: ["json"], ok: { status: 200, schema: same(disputeNoShow, S.dispute) }, errors: [401, 404, 409], limited: true },
  // Issue 32: how it changes hands, a time both agreed, reminders that ask.
  "PUT /api/listings/{id}/handover": { summary: "Owner: how it changes hands (doorstep, meet, post) and up to 5 pickup windows", access: "required", input: setHandover.input, body: ["json"], ok: { status: 200, schema: same(setHandover, S.handover) }, errors: [401, 403, 404, 409], limited: true },
  "POST /api/listings/{id}/window": { summary: "Either gardener of the reservation: accept, decline or propose the pickup time", access: "required", input: respondWindow.input, body: ["json"], ok: { status: 200, schema: same(respondWindow, S.trade) }, errors: [401, 403, 404, 409], limited: true },
  "GET /api/listings/{id}/calendar.ics": { summary: "The pickup as an iCalendar file (the two gardeners only)", access: "required", input: getCalendar.input, ok: { status: 200, schema: "calendar", headers: ["Content-Disposition"] }, errors: [401, 403, 404, 409] },
  "POST /api/listings/{id}/coming": { summary: "The reserved gardener: still coming (true) or can't make it (false: released at once)", access: "required", input: answerComing.input, body: ["json"], ok: { status: 200, schema: same(answerComing, S.trade) }, errors: [401, 403, 404, 409], limited: true },
  "GET /api/pickup-reminder": { summary: "What a pickup reminder link would answer (changes nothing)", access: "none", input: checkComingLink.input, ok: { status: 200, schema: same(checkComingLink, S.comingLink) }, errors: [403], limited: true },
  "POST /api/pickup-reminder": { summary: "Still coming / Can't make it, from the reminder e-mail, without logging in", access: "none", input: applyComingLink.input, body: ["json"], ok: { status: 200, schema: same(applyComingLink, S.comingLink) }, errors: [403, 404, 409], limited: true },
  "GET /api/moderation/disputes": { summary: "Moderators: open no-show disputes", access: "moderator", input: listDisputes.input, ok: { status: 200, schema: same(listDisputes, z.array(S.openDispute)) }, errors: [401, 404] },
  "POST /api/moderation/disputes/{id}": { summary: "Moderators: uphold or drop a no-show dispute", access: "moderator", input: decideDispute.input, body: ["json"], ok: { status: 200, schema: same(decideDispute, S.dispute) }, errors: [401, 404, 409] },
  "POST /api/moderation/users/{id}/suspend": { summary: "Moderators: suspend or ban", access: "moderator", input: suspendUser.input, body: ["json"], ok: { status: 200, schema: same(suspendUser, S.moderatedUser) }, errors: [401, 404] },
  "POST /api/moderation/users/{id}/restore": { summary: "Moderators: lift a suspension", access: "moderator", input: restoreUser.input, body: ["json"], ok: { status: 200, schema: S.moderatedUser }, errors: [401, 404] },
  "POST /api/moderation/moderators": { summary: "Moderators: grant a confirmed gardener the desk", access: "moderator", input: grantModerator.input, body: ["json"], ok: { status: 200, schema: same(grantModerator, S.moderatorGrant) }, errors: [401, 404, 409] },
  "DELETE /api/moderation/moderators/{user_id}": { summary: "Moderators: revoke granted rights", access: "moderator", input: revokeModerator.input, ok: { status: 200, schema: same(revokeModerator, S.moderatorGrant) }, errors: [401, 404] },
  // Issue 34: swap days.
  "POST /api/events": { summary: "Plan a swap day (a group's: its owner or admins; public: any gardener)", access: "required", input: createEvent.input, body: ["json"], ok: { status: 201, schema: same(createEvent, S.event) }, errors: [401, 403, 404, 409], limited: true },
  "GET /api/events": { summary: "Upcoming swap days, nearest bucket first; and mine", access: "optional", input: listEvents.input, ok: { status: 200, schema: same(listEvents, S.eventList) }, limited: true },
  "GET /api/events/{id}": { summary: "A swap day (the exact address only for the gardeners going)", access: "optional", input: getEvent.input, ok: { status: 200, schema: same(getEvent, S.event) }, errors: [404] },
  "POST /api/events/{id}/rsvp": { summary: "Going or not (409 when full, over or cancelled)", access: "required", input: rsvpEvent.input, body: ["json"], ok: { status: 200, schema: same(rsvpEvent, S.rsvpAnswer) }, errors: [401, 403, 404, 409], limited: true },
  "POST /api/events/{id}/cancel": { summary: "Call the swap day off (its organiser or the group's admins); those going are told", access: "required", input: cancelEvent.input, ok: { status: 200, schema: same(cancelEvent, z.object({ id: z.number().int(), cancelled: z.literal(true), told: z.number().int() })) }, errors: [401, 403, 404, 409], limited: true },
  "PUT /api/events/{id}/bringing": { summary: "What I bring (my available listings, held for the day) and hope for (my wishes)", access: "required", input: setBringing.input, body: ["json"], ok: { status: 200, schema: same(setBringing, S.bringingAnswer) }, errors: [401, 403, 404, 409], limited: true },
  "GET /api/events/{id}/matches": { summary: "What I hope for that others bring", access: "required", input: eventMatches.input, ok: { status: 200, schema: same(eventMatches, S.eventMatches) }, errors: [401, 404] },
  "GET /api/events/{id}/calendar.ics": { summary: "The swap day as an iCalendar file (the exact address only for the gardeners going)", access: "optional", input: eventCalendar.input, ok: { status: 200, schema: "calendar", headers: ["Content-Disposition"] }, errors: [404] },
  "GET /api/events/{id}/swaps": { summary: "What did you swap? My sheet, for a gardener who went", access: "required", input: getSwapSheet.input, ok: { status: 200, schema: same(getSwapSheet, S.swapSheet) }, errors: [401, 403, 404, 409] },
  "POST /api/events/{id}/swaps": { summary: "Record what I gave to whom and confirm what I got", access: "required", input: recordSwaps.input, body: ["json"], ok: { status: 200, schema: same(recordSwaps, S.swapSheet) }, errors: [401, 403, 404, 409], limited: true },
  // Issue 34: garden groups
  "GET /api/groups": { summary: "Groups near a town or postcode (near=), or mine (mine=true); nearest bucket first", access: "optional", input: listGroups.input, ok: { status: 200, schema: same(listGroups, z.array(S.groupCard)) }, errors: [401], limited: true },
  "POST /api/groups": { summary: "Start a group at a town or postcode: I become its owner", access: "required", input: createGroup.input, body: ["json"], ok: { status: 201, schema: same(createGroup, S.groupCreated) }, errors: [401, 403, 409], limited: true },
  "GET /api/groups/suggested": { summary: "Groups near me whose members share my crops", access: "required", input: suggestGroups.input, ok: { status: 200, schema: same(suggestGroups, z.array(S.groupCard.extend({ shared_crops: z.number().int() }))) }, errors: [401] },
  "GET /api/groups/{id}": { summary: "A group's preview, its board, and my status and role in it", access: "optional", input: getGroup.input, ok: { status: 200, schema: same(getGroup, S.groupDetail) }, errors: [404] },
  "GET /api/groups/{id}/listings": { summary: "Listings shown in the group that I may see", access: "optional", input: listGroupListings.input, ok: { status: 200, schema: same(listGroupListings, z.array(S.listing)) }, errors: [404] },
  "POST /api/groups/{id}/invites": { summary: "A new invite link (members of an open group, admins of one by approval)", access: "required", input: createInvite.input, ok: { status: 201, schema: same(createInvite, z.object({ code: z.string(), url: z.string() })) }, errors: [401, 403, 404], limited: true },
  "POST /api/groups/{id}/join": { summary: "Join, or ask to join (with an answer or an invite code)", access: "required", input: joinGroup.input, body: ["json"], ok: { status: 200, schema: same(joinGroup, z.object({ status: z.enum(["member", "pending"]) })) }, errors: [401, 403, 404], limited: true },
  "GET /api/groups/{id}/members": { summary: "Admins: asks with their answers, members, who was taken out", access: "required", input: listMembers.input, ok: { status: 200, schema: same(listMembers, S.groupMembers) }, errors: [401, 403, 404] },
  "PATCH /api/groups/{id}/members/{user_id}": { summary: "Admins: approve, remove; the owner: make or unmake admins", access: "required", input: updateMember.input, body: ["json"], ok: { status: 200, schema: same(updateMember, z.object({ user_id: z.number(), status: z.enum(MEMBER_STATUSES), role: z.enum(GROUP_ROLES) })) }, errors: [401, 403, 404], limited: true },
  "DELETE /api/groups/{id}/members/{user_id}": { summary: "Leave the group (user_id: me), or withdraw my ask", access: "required", input: leaveGroup.input, ok: { status: 204, schema: "none" }, errors: [401, 403, 404, 409] },
  // Issue 37: the operator's dashboard and the harvest counted
  "GET /api/admin/metrics": { summary: "Moderators: the last 12 weeks by week (listings, trades, first replies, no-shows, match conversion, reports handled)", access: "moderator", input: operatorMetrics.input, ok: { status: 200, schema: same(operatorMetrics, S.operatorMetrics) }, errors: [401, 404] },
  "GET /api/users/{id}/impact": { summary: "What a gardener shared and received over a window (this season or the last 12 months)", access: "optional", input: getUserImpact.input, ok: { status: 200, schema: same(getUserImpact, S.userImpact) }, errors: [404] },
  "GET /api/impact": { summary: "A neighbourhood's harvest counted: trades within 5 km of a ZIP code or town (nothing below 3 trades)", access: "none", input: getPlaceImpact.input, ok: { status: 200, schema: same(getPlaceImpact, S.placeImpact) }, errors: [404] },
  "GET /api/groups/{id}/impact": { summary: "Members: the group's harvest counted per week; format=csv for a spreadsheet (text/csv, one row per week)", access: "required", input: getGroupImpact.input, ok: { status: 200, schema: same(getGroupImpact, S.groupImpact), headers: ["Content-Disposition"] }, errors: [401, 403, 404] },
  // Places, crops, images, health
  "GET /api/places": { summary: "Towns and postcodes for autocomplete", access: "none", input: suggestPlacesUseCase.input, ok: { status: 200, schema: z.array(z.object({}).loose()) }, limited: true },
  "GET /api/crops/suggest": { summary: "Crop and variety names for autocomplete", access: "none", input: suggestCrops.input, ok: { status: 200, schema: same(suggestCrops, z.array(S.cropSuggestion)) } },
  "GET /api/crops/{slug}": { summary: "A crop or crop group: names, varieties or member crops, listings, demand", access: "optional", input: getCrop.input, ok: { status: 200, schema: z.object({ type: z.enum(["crop", "group"]), slug: z.string(), name: z.string(), languages: z.object(Object.fromEntries(CROP_LANGUAGES.map((l) => [l, z.array(z.string())]))).meta({ description: "Its names in Spanish and Arabic, the usual one first (issue 38); search and titles know them" }), groups: z.array(z.object({ slug: z.string(), name: z.string() })), members: z.array(z.object({ slug: z.string(), label: z.string() })), listings: z.array(S.listing), wanted_by: z.number().int(), wanted_nearby: z.object({ count: z.number().int(), area: z.string().nullable() }).nullable() }).loose() }, errors: [404] },
  "GET /api/crops/{slug}/season": { summary: "Sowing and harvest months here, and whether it is in season near the place (place=, else mine; neither: 422)", access: "optional", input: getCropSeason.input, ok: { status: 200, schema: same(getCropSeason, z.object({ sow: z.array(z.number().int()), harvest: z.array(z.number().int()), in_season_near: z.boolean(), listings_near: z.number().int() })) }, errors: [404], limited: true },
  "GET /api/season/now": { summary: "Crops in season near the place now, and what to sow now (place=, else mine; neither: 422)", access: "optional", input: getSeasonNow.input, ok: { status: 200, schema: same(getSeasonNow, z.object({ in_season: z.array(z.string()), sow_now: z.array(z.string()) })) }, limited: true },
  "GET /api/images/{file}": { summary: "A listing or profile image the caller may see", access: "optional", input: z.object({ file: z.string() }), ok: { status: 200, schema: "binary" }, errors: [404] },
  "GET /api/health": { summary: "Liveness and database reachability", access: "none", ok: { status: 200, schema: S.health } },
  // Issue 36: seed lots, lineage, labels, grow-out reports.
  "POST /api/seed-lots": { summary: "Add my seed lot of a catalogue variety (optionally on my seed listing, from a parent lot)", access: "required", input: createSeedLot.input, body: ["json"], ok: { status: 201, schema: same(createSeedLot, z.object({ code: z.string() })) }, errors: [401, 403, 404, 409], limited: true },
  "GET /api/seed-lots/{code}": { summary: "A seed lot (hidden when its owner is hidden from the caller)", access: "optional", input: getSeedLot.input, ok: { status: 200, schema: same(getSeedLot, S.seedLot) }, errors: [404] },
  "GET /api/seed-lots/{code}/lineage": { summary: "The lot's generations up and down: towns only, names only when visible", access: "optional", input: getLineage.input, ok: { status: 200, schema: same(getLineage, S.lineage) }, errors: [404] },
  "POST /api/seed-lots/{code}/reports": { summary: "The lot's owner: how many came up, true to type (once)", access: "required", input: reportGrowOut.input, body: ["json"], ok: { status: 201, schema: same(reportGrowOut, S.growOutReport) }, errors: [401, 403, 404, 409], limited: true },
  "POST /api/seed-lots/{code}/gifts": { summary: "The lot's owner: record a gift to an e-mail address (theirs once they join and confirm it)", access: "required", input: giftSeedLot.input, body: ["json"], ok: { status: 201, schema: same(giftSeedLot, z.object({ code: z.string() })) }, errors: [401, 403, 404], limited: true },
  "GET /api/seed-lots/{code}/label": { summary: "The printable packet label (text/html with print CSS; QR to the lot's page)", access: "optional", input: getLabel.input, ok: { status: 200, schema: "html" }, errors: [404] },
  "GET /api/listings/{id}/seed-lot": { summary: "The owner's seed lot a seed listing offers (null when none is linked)", access: "optional", input: getListingLot.input, ok: { status: 200, schema: same(getListingLot, S.listingLot) }, errors: [404] },
  "GET /api/crops/{slug}/germination": { summary: "Germination by region for each variety of a crop (regions with 5 reports or more)", access: "none", input: cropGermination.input, ok: { status: 200, schema: same(cropGermination, S.cropGermination) }, errors: [404] },
  "GET /api/crops/{slug}/varieties/{variety}/reports": { summary: "Germination by region for a variety (regions with 5 reports or more)", access: "none", input: varietyReports.input, ok: { status: 200, schema: same(varietyReports, S.varietyReports) }, errors: [404] },
};
