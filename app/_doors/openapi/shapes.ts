import { CURRENCY_CODES } from "@/lib/validation/currency";
import { LOCALES } from "@/lib/i18n/locales";
import { UNITS } from "@/lib/validation/glut-units";
import "@/lib/validation/zod-config";
import { z } from "zod";
import { REPORT_REASONS, REPORT_TARGETS } from "@/lib/reports/reasons";
import { MODERATION_ACTIONS } from "@/lib/moderation/resolve-report";
import { PUSH_KINDS } from "@/lib/validation/push";
import { RELEASE_REASONS } from "@/lib/trades/release-reasons";
import { HANDOVER_MODES } from "@/lib/handover/modes";
import { GROUP_JOIN_RULES, GROUP_KINDS, GROUP_ROLES, MEMBER_STATUSES } from "@/lib/groups/words";
import { EVENT_RECURRENCES } from "@/lib/swap-days/words";
import { POLLINATIONS, SEED_SOURCES } from "@/lib/seed-lots/words";

/**
 * The JSON the API answers, as zod schemas, for the OpenAPI document and the fuzzer's checks.
 * Each is pinned to the type the code returns by `same<>()` in operations.ts, so a field added to a
 * DTO without being documented here fails typecheck instead of drifting.
 */
const id = z.number().int().positive();
const iso = z.string().meta({ format: "date-time" });
const day = z.string().meta({ format: "date", description: "YYYY-MM-DD" });
const picture = z.string().nullable().meta({ description: "Path under /api or absolute URL; null when none" });
const town = z.string().nullable();

export const errorBody = z
  .object({
    detail: z.union([z.string(), z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() }))]),
  })
  .meta({ id: "Error", description: 'What went wrong: a sentence, or one entry per field ({"loc": ["body", "title"], ...}).' });

export const listing = z
  .object({
    id,
    title: z.string(),
    description: z.string(),
    price: z.number(),
    currency: z.enum(CURRENCY_CODES).meta({ description: "The seller's currency, which the price is in (issue 38)" }),
    is_active: z.boolean(),
    is_public: z.boolean(),
    group_only: z.boolean().meta({ description: "For the owner's chosen groups only (issue 34); never together with is_public" }),
    type_id: z.number().int().meta({ description: "1 sell, 2 exchange, 3 giveaway" }),
    state_id: z.number().int().meta({ description: "1 available, 2 reserved, 3 completed" }),
    category_id: z.number().int().meta({ description: "1 produce, 2 seeds, 3 plants" }),
    featured_image: z.string().nullable(),
    owner_id: id,
    owner_username: z.string(),
    owner_profile_picture: picture,
    created_at: iso,
    available_until: day.nullable(),
    distance_bucket: z.string().nullable().meta({ description: 'e.g. "about 3 km"; never an exact distance' }),
    location_label: z.string().nullable(),
    quantity: z.number().nullable().meta({ description: "A glut (issue 36): how much there is, in unit; null: one thing for one taker" }),
    unit: z.enum(UNITS).nullable(),
    max_per_person: z.number().nullable().meta({ description: "The most one gardener may reserve or take; null: no limit" }),
    remaining: z.number().nullable().meta({ description: "What is left; the listing completes at 0" }),
    fair_chance_until: iso.nullable().meta({ description: "Requests gather until then; then the giver picks, or a draw does" }),
    help_yourself: z.boolean().meta({ description: "Doorstep mode: no reservations, takers say what they took (POST .../took)" }),
  })
  .meta({ id: "Listing" });

export const portionAnswer = z
  .object({ listing_id: id, portion: z.number(), state: z.enum(["taken", "requested"]), remaining: z.number().meta({ description: "What is left of the glut" }), state_id: z.number().int() })
  .meta({ id: "Portion" });

export const groupListingState = z.object({ group_id: id, listing_id: id, hidden: z.boolean() }).meta({ id: "GroupListingState" });

export const want = z
  .object({ id, title: z.string(), category_id: z.number().int(), dormant_until: z.string().nullable().meta({ description: "Issue 35: the UTC day (YYYY-MM-DD) a wish out of season sleeps until; null when awake. A sleeping wish still matches." }) })
  .meta({ id: "Wish" });

export const message = z.object({ id, sender_id: id, receiver_id: id, content: z.string(), created_at: iso }).meta({ id: "Message" });

export const conversation = z
  .object({
    id,
    username: z.string(),
    profile_picture: picture,
    last_message: z.string(),
    last_message_at: iso,
    last_sender_id: id,
    unread_count: z.number().int(),
  })
  .meta({ id: "Conversation" });

const friendStatus = z.enum(["none", "pending", "accepted"]);
export const relation = z
  .object({
    status: friendStatus,
    requester_id: id.nullable(),
    request_id: id.nullable(),
    direction: z.enum(["outgoing", "incoming"]).nullable(),
  })
  .meta({ id: "FriendRelation" });

export const friend = z.object({ id, username: z.string(), profile_picture: picture }).meta({ id: "Friend" });
export const friendRequest = z.object({ id, user_id: id, username: z.string(), profile_picture: picture }).meta({ id: "FriendRequest" });
export const friendRequestAnswer = z.object({
  id: id.nullable(),
  friend_id: id,
  status: friendStatus,
  requester_id: id.nullable(),
  outcome: z.enum(["requested", "accepted", "already_pending", "already_friends"]),
});
export const friendRespondAnswer = z.object({ id, status: friendStatus, requester_id: id.nullable() });

export const gardener = z
  .object({ id, username: z.string(), profile_picture: picture, city: town, state: town })
  .extend(relation.shape)
  .meta({ id: "GardenerSearchResult" });
export const nearbyGardeners = z
  .object({ has_location: z.boolean(), gardeners: z.array(gardener.extend({ distance_bucket: z.string() })) })
  .meta({ id: "NearbyGardeners" });

export const ownProfile = z
  .object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    friend_count: z.number().int(),
    profile_picture: picture,
    city: town,
    state: town,
    zip_code: z.string().nullable(),
    address: z.string().nullable(),
    apt: z.string().nullable(),
    email_notifications: z.boolean(),
    location_label: z.string().nullable(),
    match_radius_km: z.number().nullable(),
    units: z.enum(["km", "mi"]),
    currency: z.enum(CURRENCY_CODES).meta({ description: "The currency the gardener's prices are in: their choice in settings, else their country's (USD when unknown)." }),
    language: z.enum(LOCALES).nullable().meta({ description: "The language of their pages, e-mails and pushes (en, es, ar); null: their browser's Accept-Language decides (issue 38)." }),
    email_verified: z.boolean(),
    pending_email: z.string().nullable(),
  })
  .meta({ id: "OwnProfile" });

export const profileInfo = ownProfile.pick({
  profile_picture: true,
  city: true,
  state: true,
  zip_code: true,
  address: true,
  apt: true,
  location_label: true,
  match_radius_km: true,
});

export const publicUser = z
  .object({ id, username: z.string(), profile_picture: picture, city: town, state: town, zip_code: z.string().nullable(), friend_count: z.number().int(), verified: z.boolean() })
  .meta({ id: "PublicUser" });
export const verifyAnswer = z.object({ message: z.string(), verified: z.boolean() });

export const loginAnswer = z
  .object({
    access_token: z.string(),
    token_type: z.literal("bearer"),
    expires_at: iso,
    user: z.object({ id, username: z.string(), email: z.string(), first_name: z.string(), last_name: z.string() }),
  })
  .meta({ id: "Login" });

export const registered = z.object({ id, username: z.string(), email: z.string() });
export const messageOnly = z.object({ message: z.string() });

const notificationKind = z.string().meta({ description: "match, friend_request, friend_accepted, trade_*, warning, listing_expiring, ..." });
export const notification = z
  .object({
    id,
    kind: notificationKind,
    created_at: iso,
    read: z.boolean(),
    actor: z.object({ id, username: z.string(), profile_picture: picture, city: town, state: town }).nullable(),
    listing: z
      .object({
        id,
        title: z.string(),
        featured_image: z.string().nullable(),
        category_id: z.number().int(),
        type_id: z.number().int(),
        price: z.number(),
        currency: z.enum(CURRENCY_CODES),
        owner_id: id,
        distance_bucket: z.string().nullable(),
      })
      .nullable(),
    want: want.omit({ dormant_until: true }).nullable(),
    friend_status: z.enum(["pending", "accepted", "none"]).nullable(),
    note: z.string().nullable(),
    offer: z
      .object({ state: z.enum(["open", "accepted", "declined", "lapsed", "ended"]), expires_at: iso })
      .nullable()
      .meta({ description: "first_refusal only (issue 32): the offer's state and deadline" }),
    event: z
      .object({ id, title: z.string(), starts_at: iso })
      .nullable()
      .meta({ description: "swap_day_soon and swap_day_cancelled only (issue 34): the swap day" }),
  })
  .meta({ id: "Notification" });
export const notificationPage = z.object({ items: z.array(notification), next_cursor: id.nullable(), unread: z.number().int() });

const rating = z.enum(["up", "down", "no_show"]);
export const thanks = z.object({ id, text: z.string(), rating, created_at: iso, editable: z.boolean() }).meta({ id: "Thanks" });
export const trade = z
  .object({
    id,
    state: z.enum(["reserved", "released", "given", "received", "not_received", "done"]),
    role: z.enum(["giver", "receiver"]),
    listing: z.object({ id, title: z.string(), featured_image: z.string().nullable(), category_id: z.number().int(), state_id: z.number().int() }),
    counterpart: z.object({ id, username: z.string() }).nullable(),
    created_at: iso,
    completed_at: iso.nullable(),
    confirmed_at: iso.nullable(),
    release: z.object({ at: iso.nullable(), reason: z.enum(RELEASE_REASONS).nullable(), text: z.string(), dispute: z.enum(["open", "upheld", "dropped"]).nullable() }).nullable(),
    thanks: z.object({ mine: thanks.nullable(), theirs: thanks.nullable() }),
    conversation_url: z.string().nullable(),
    window: z
      .object({ start: iso, end: iso, state: z.enum(["proposed", "agreed", "declined"]), proposed_by: z.enum(["me", "them"]), coming: z.boolean().nullable() })
      .nullable()
      .meta({ description: "Issue 32: the pickup time proposed or agreed; null when none was" }),
    by_post: z.boolean().meta({ description: "Issue 36: the listing goes by post; its 'given' step is 'sent'" }),
    post_to: z
      .array(z.string())
      .nullable()
      .optional()
      .meta({ description: "The receiver's postal address in lines: only for the giver of an open trade by post (reserved or given); null when the receiver saved none; absent otherwise" }),
    portion: z
      .object({ amount: z.number(), unit: z.enum(UNITS), text: z.string() })
      .nullable()
      .meta({ description: "Issue 36: the portion of a glut this trade is for ('2 kg'); null for a whole listing" }),
  })
  .meta({ id: "Trade" });
export const tradeProfile = z
  .object({
    given: z.number().int(),
    received: z.number().int(),
    thanks: z.array(z.object({ id, text: z.string(), rating, from: z.string(), from_id: id, created_at: iso })),
  })
  .meta({ id: "TradeProfile" });

export const cropSuggestion = z.object({
  label: z.string(),
  value: z.string(),
  crop: z.string(),
  variety: z.string().nullable(),
  category_ids: z.array(z.number().int()),
});

export const blockedGardener = z.object({ id, username: z.string(), profile_picture: picture, blocked_at: iso });
export const reviewRequested = z.object({ id, review_requested: z.boolean(), message: z.string() });
export const moderatorGrant = z.object({ id, username: z.string(), moderator: z.boolean() });
export const moderatedUser = z.object({ id, username: z.string(), suspended_until: iso.nullable(), banned: z.boolean() });

const kindSwitches = z.object({ messages: z.boolean(), trades: z.boolean(), matches: z.boolean(), friends: z.boolean() });
export const notificationSettings = z.object({ email: kindSwitches, push: kindSwitches }).meta({ id: "NotificationSettings" });
export const pushSettings = z.object({ endpoint: z.string(), kinds: z.array(z.enum(PUSH_KINDS)), preview: z.boolean() }).meta({ id: "PushSettings" });

const auditEntry = z.object({
  id,
  action: z.string(),
  moderator: z.string().nullable(),
  actor: z.enum(["command line", "config"]).nullable(),
  subject: z.object({ id, username: z.string() }).nullable(),
  target_type: z.string().nullable(),
  target_id: id.nullable(),
  reason: z.string(),
  until: iso.nullable(),
  created_at: iso,
});
export const desk = z
  .object({
    groups: z.array(
      z.object({
        report_id: id,
        target_type: z.enum(REPORT_TARGETS),
        target_id: id,
        subject: z.object({ id, username: z.string(), suspended_until: iso.nullable(), banned: z.boolean() }),
        content: z.string(),
        hidden: z.boolean().nullable(),
        review_requested: z.boolean(),
        report_count: z.number().int(),
        latest_at: iso,
        reports: z.array(
          z.object({ id, reason: z.enum(REPORT_REASONS), reason_label: z.string(), note: z.string(), reporter: z.object({ id, username: z.string() }), created_at: iso }),
        ),
        prior_reports: z.number().int(),
        prior_actions: z.array(auditEntry),
      }),
    ),
    audit_log: z.array(auditEntry),
    moderators: z.array(z.object({ id, username: z.string() })),
  })
  .meta({ id: "ModerationDesk" });

export const health = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["up", "down"]),
  details: z.object({}).loose().optional(),
  detail: z.string().optional(),
});

export const reportDecision = z.object({ report_id: id, action: z.enum(MODERATION_ACTIONS), status: z.enum(["dismissed", "actioned"]) });

export const conversationTrades = z.object({
  can_trade: z.boolean(),
  offers: z.array(
    z.object({
      id,
      title: z.string(),
      state_id: z.number().int(),
      available_until: day.nullable(),
      reserved_for: z.object({ id, username: z.string() }).nullable(),
      asked: z.boolean(),
      glut: z
        .object({ unit: z.enum(UNITS), remaining: z.number(), max_per_person: z.number().nullable(), help_yourself: z.boolean() })
        .nullable()
        .meta({ description: "Issue 36: a glut is reserved a portion at a time (POST /api/listings/{id}/reserve with portion)" }),
    }),
  ),
  trades: z.array(trade),
});
export const tradePartner = z.object({ id, username: z.string(), profile_picture: picture });
export const reminderLink = z.object({
  listing: z.object({ id, title: z.string(), state_id: z.number().int(), available_until: day.nullable() }),
  action: z.enum(["renew", "gone"]),
  renew_days: z.number().int(),
  done: z.boolean(),
});

/** GET /api/messages/items (issue 31): each conversation's item, beside the SPEC's conversation list. */
export const conversationItems = z.array(z.object({ user_id: id, listing: z.object({ id, title: z.string() }) }));
/** Issue 32: the kept-promise record (lib/trades/reliability.ts). */
export const reliability = z
  .object({ shown: z.boolean(), kept: z.number().int().nullable(), pickups: z.number().int().nullable(), days: z.literal(90), reply_hours: z.number().int().nullable(), text: z.string().nullable() })
  .meta({ id: "Reliability" });
export const dispute = z.object({ id, dispute_state: z.enum(["open", "upheld", "dropped"]) }).meta({ id: "Dispute" });
export const openDispute = z
  .object({ id, listing: z.object({ id, title: z.string() }), giver: z.object({ id, username: z.string() }), taker: z.object({ id, username: z.string() }), note: z.string(), released_at: iso.nullable(), disputed_at: iso })
  .meta({ id: "OpenDispute" });

/** Issue 32: next in line (lib/queue). */
export const queue = z
  .object({
    items: z.array(
      z.object({
        user: z.object({ id, username: z.string(), profile_picture: picture }),
        reason: z.enum(["asked", "wished"]),
        bucket: z.string().optional().meta({ description: 'wished only: how far, in words ("about 3 km"); absent when unknown' }),
        offer: z.object({ state: z.literal("open"), expires_at: iso }).optional().meta({ description: "The first refusal open for this gardener right now" }),
      }),
    ),
  })
  .meta({ id: "Queue" });
export const offerAnswer = z.object({ id, state: z.enum(["accepted", "declined"]), state_id: z.number().int() }).meta({ id: "OfferAnswer" });
export const pendingOffers = z
  .object({
    items: z.array(
      z.object({
        listing: z.object({ id, title: z.string(), featured_image: z.string().nullable(), category_id: z.number().int() }),
        owner: z.object({ id, username: z.string() }),
        reason: z.enum(["asked", "wished"]),
        offered_at: iso,
        expires_at: iso,
      }),
    ),
  })
  .meta({ id: "PendingOffers" });
/** Issue 32: how a listing changes hands. `spot` is present only for the owner and the gardener of its open trade. */
const pickupWindow = z.object({ start: iso, end: iso });
export const handover = z
  .object({
    mode: z.enum(HANDOVER_MODES),
    place: z.string().nullable(),
    windows: z.array(pickupWindow),
    postage_only: z.boolean().meta({ description: "Issue 36: by post, free but for the postage (which the receiver pays); only with mode post" }),
    spot: z.string().optional().meta({ description: "The exact pickup spot (doorstep): only for the owner and the reserved gardener while the trade is open; absent otherwise" }),
  })
  .meta({ id: "Handover" });
export const listingDetail = listing.extend({ handover: handover.nullable() }).meta({ id: "ListingDetail" });
export const comingLink = z.object({ listing: z.object({ id, title: z.string() }), answer: z.enum(["yes", "no"]), done: z.boolean() });

/** Issue 34: swap days. `address` is the exact place: only for the organiser and the gardeners going (null otherwise). */
const gardenerRef = z.object({ id, username: z.string() });
const recurrence = z.enum(EVENT_RECURRENCES).nullable();
export const event = z
  .object({
    id,
    title: z.string(),
    description: z.string(),
    starts_at: iso,
    ends_at: iso,
    place: z.string().meta({ description: "A town or postcode: roughly where" }),
    address: z.string().nullable().meta({ description: "The exact meeting place: for the organiser and the gardeners going only" }),
    has_address: z.boolean(),
    capacity: z.number().int().nullable(),
    going_count: z.number().int(),
    recurrence,
    recurrence_label: z.string().nullable(),
    group: z.object({ id, name: z.string() }).nullable(),
    members_only: z.boolean(),
    organizer: gardenerRef,
    cancelled: z.boolean(),
    started: z.boolean(),
    over: z.boolean(),
    going: z.boolean(),
    is_organizer: z.boolean(),
    can_cancel: z.boolean().meta({ description: "The viewer may call it off: its organiser or an admin of its group, before it ends" }),
    bringing: z.array(z.object({ listing: z.object({ id, title: z.string(), featured_image: z.string().nullable() }), owner: gardenerRef })),
    my_listing_ids: z.array(id),
    my_wish_ids: z.array(id),
  })
  .meta({ id: "SwapDay" });
const eventItem = z
  .object({
    id,
    title: z.string(),
    starts_at: iso,
    ends_at: iso,
    place: z.string(),
    distance_bucket: z.string().nullable(),
    going_count: z.number().int(),
    capacity: z.number().int().nullable(),
    recurrence_label: z.string().nullable(),
    group: z.object({ id, name: z.string() }).nullable(),
    going: z.boolean(),
  })
  .meta({ id: "SwapDayItem" });
export const eventList = z.object({ items: z.array(eventItem), mine: z.array(eventItem), near_label: z.string().nullable() });
export const rsvpAnswer = z.object({ going: z.boolean(), going_count: z.number().int() });
export const bringingAnswer = z.object({ listing_ids: z.array(id), wish_ids: z.array(id) });
export const eventMatches = z.object({
  items: z.array(z.object({ wish: z.object({ id, title: z.string() }), listing: z.object({ id, title: z.string(), featured_image: z.string().nullable() }), owner: gardenerRef })),
});
export const swapSheet = z
  .object({
    event: z.object({ id, title: z.string(), starts_at: iso }),
    attendees: z.array(gardenerRef),
    gave: z.array(z.object({ listing: z.object({ id, title: z.string() }), to_user_id: id.nullable(), recorded: z.boolean(), completed_elsewhere: z.boolean() })),
    got: z.array(z.object({ listing: z.object({ id, title: z.string() }), from: gardenerRef, received: z.boolean() })),
  })
  .meta({ id: "SwapSheet" });
/** Issue 34: garden groups. A place is a town or postcode; distances are buckets, never numbers. */
export const groupCard = z
  .object({
    id,
    name: z.string(),
    kind: z.enum(GROUP_KINDS),
    kind_label: z.string(),
    place: z.string().meta({ description: "A town or postcode area, never an address" }),
    join: z.enum(GROUP_JOIN_RULES),
    member_count: z.number().int(),
    distance_bucket: z.string().nullable(),
    my_status: z.enum(MEMBER_STATUSES).nullable(),
    my_role: z.enum(GROUP_ROLES).nullable(),
  })
  .meta({ id: "GroupCard" });
export const groupDetail = groupCard
  .extend({
    description: z.string(),
    rules: z.string(),
    question: z.string().nullable(),
    hidden: z.boolean(),
    can_invite: z.boolean(),
    is_admin: z.boolean(),
    board: z.array(z.object({ crop: z.string(), name: z.string(), plots: z.number().int(), text: z.string() })).meta({ description: "'6 plots are picking courgettes this week': the top crop or two" }),
  })
  .meta({ id: "Group" });
export const groupCreated = z.object({ id, name: z.string(), kind: z.enum(GROUP_KINDS), place: z.string(), join: z.enum(GROUP_JOIN_RULES) });
const groupMember = z.object({
  user_id: id,
  username: z.string(),
  profile_picture: picture,
  role: z.enum(GROUP_ROLES),
  status: z.enum(MEMBER_STATUSES),
  answer: z.string().nullable(),
  requested_at: iso,
  joined_at: iso.nullable(),
});
export const groupMembers = z.object({ pending: z.array(groupMember), members: z.array(groupMember), removed: z.array(groupMember) }).meta({ id: "GroupMembers" });

/** Issue 37: the operator's dashboard (lib/moderation/operator-metrics.ts). */
const count = z.number().int();
const share = z.number().nullable().meta({ description: "0–1; null when there was nothing to divide by" });
export const operatorMetrics = z
  .object({
    weeks: z.array(
      z.object({
        week_starting: day,
        new_listings: count,
        completed_trades: count,
        median_first_reply_hours: z.number().nullable(),
        first_replies: count,
        no_show_rate: share,
        no_shows: count,
        pickups_ended: count,
        match_conversion: share,
        match_notifications: count,
        matches_traded: count,
        reports_handled: count,
      }),
    ),
    generated_at: iso,
  })
  .meta({ id: "OperatorMetrics" });

/** Issue 37: the harvest counted (lib/impact). */
const figures = z
  .object({ shown: z.boolean(), trades: count.nullable(), kg: z.number().nullable(), meals: count.nullable(), co2e_kg: z.number().nullable(), people: count.nullable() })
  .meta({ id: "ImpactFigures", description: "Every figure null when not shown" });
const factors = z.object({ meal_grams: z.number(), meal_source: z.string(), co2e_per_kg: z.number(), co2e_source: z.string() }).meta({ id: "ImpactFactors" });
const impactWindow = z.enum(["season", "12m"]);
export const userImpact = z
  .object({ user_id: id, window: impactWindow, window_label: z.string(), from: iso, to: iso, given: figures, received: figures, factors })
  .meta({ id: "UserImpact" });
export const placeImpact = z
  .object({
    place: z.object({ key: z.string(), name: z.string(), label: z.string() }),
    radius_km: z.number(),
    window: impactWindow,
    window_label: z.string(),
    from: iso,
    to: iso,
    figures,
    min_trades: count,
    factors,
  })
  .meta({ id: "PlaceImpact" });
export const groupImpact = z
  .object({ group_id: id, from: day, to: day, totals: figures, weeks: z.array(z.object({ week_starting: day }).extend(figures.shape)), factors })
  .meta({ id: "GroupImpact" });
// Issue 36: seed lots.
const seedLotFields = {
  variety: z.string().meta({ description: "Catalogue key, crop/variety: 'tomato/brandywine'" }),
  crop: z.string(),
  crop_name: z.string(),
  variety_name: z.string(),
  pollination: z.enum(POLLINATIONS),
  saved: z.string().meta({ description: "Month and year saved, YYYY-MM" }),
  source: z.enum(SEED_SOURCES),
  parent_code: z.string().nullable(),
  owner: z.string().nullable().meta({ description: "The owner's username while the caller may see them; null for someone hidden or not on GardenSwap yet" }),
  town: z.string().nullable().meta({ description: "The owner's town on the same terms; never a finer place" }),
  created_at: iso,
};
export const seedLot = z.object({ code: z.string(), listing_id: id.nullable(), mine: z.boolean(), ...seedLotFields }).meta({ id: "SeedLot" });
export const listingLot = z
  .object({ seed_lot: seedLot.nullable().meta({ description: "The owner's seed lot this seed listing offers, when one is linked; null otherwise" }) })
  .meta({ id: "ListingSeedLot" });
export const lineage = z
  .object({
    lot: seedLot,
    lots: z.array(z.object({ code: z.string().nullable().meta({ description: "null: a lot whose owner the caller may not see" }), generation: z.number().int().meta({ description: "0 the lot asked for, -1 its parent, +1 its children" }), ...seedLotFields })),
  })
  .meta({ id: "SeedLineage" });
export const growOutReport = z.object({ code: z.string(), sown: z.number().int(), came_up: z.number().int(), true_to_type: z.boolean(), region: z.string().nullable() });
export const varietyReports = z
  .object({
    variety: z.string(),
    variety_name: z.string(),
    regions: z.array(z.object({ region: z.string(), reports: z.number().int(), germination_percent: z.number().int(), true_to_type_percent: z.number().int() })).meta({ description: "Only regions with 5 reports or more" }),
  })
  .meta({ id: "VarietyReports" });
export const cropGermination = z
  .object({ crop: z.string(), varieties: z.array(varietyReports) })
  .meta({ id: "CropGermination", description: "Issue 36: each variety's germination by region (regions with 5 reports or more); varieties without such a region are left out" });
const mapCount = z.number().int().nullable();
/** A cell of the private map (issue 38): the grid's bounds and centre, counts ("a few" is null). */
export const mapCell = z.object({
  id: z.string(),
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  centre: z.tuple([z.number(), z.number()]),
  count: mapCount,
  label: z.string(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: mapCount })),
  top_crops: z.array(z.object({ slug: z.string(), name: z.string(), count: mapCount })),
});
