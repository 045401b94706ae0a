import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { PushKind } from "@/lib/validation/push";
// The report words live in lib/reports/reasons.ts (no imports there: the report form ships them to browsers).
import { REPORT_REASONS, REPORT_TARGETS } from "@/lib/reports/reasons";
import { RELEASE_REASONS } from "@/lib/trades/release-reasons";
import { HANDOVER_MODES } from "@/lib/handover/modes";
import { GROUP_JOIN_RULES, GROUP_KINDS, GROUP_ROLES, MEMBER_STATUSES } from "@/lib/groups/words";
import { EVENT_RECURRENCES } from "@/lib/swap-days/words";
import { POLLINATIONS, SEED_SOURCES } from "@/lib/seed-lots/words";
import { CURRENCY_CODES } from "@/lib/validation/currency";
import { LOCALES } from "@/lib/i18n/locales";
import { PORTION_STATES, UNITS } from "@/lib/validation/glut-units";

/** bytea as a Node Buffer on both drivers (PGlite gives Uint8Array, postgres.js gives Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * An approximate point as a `cube` (x, y, z in metres from the earth's centre, computed in
 * lib/places). Written as the cube text "(x, y, z)"; never selected into a DTO (issue 13).
 */
const cube = customType<{ data: string }>({ dataType: () => "cube" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    address: text("address"),
    apt: text("apt"),
    profileImageHash: text("profile_image_hash").references(() => images.hash, { onDelete: "set null" }),
    /** Bumped by a password reset or account deletion: every older session token stops working. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** The e-mail switch for wish-list matches (the first e-mail switch; decision 0204 split the others off). */
    emailNotifications: boolean("email_notifications").notNull().default(true),
    /** E-mail switches per kind (decision 0204): friend requests, unread messages, trade steps. */
    emailFriends: boolean("email_friends").notNull().default(true),
    emailMessages: boolean("email_messages").notNull().default(true),
    emailTrades: boolean("email_trades").notNull().default(true),
    lastMatchEmailAt: timestamp("last_match_email_at", { withTimezone: true }),
    /** Approximate point (place centroid + fixed per-gardener offset), null when the place is unknown. */
    loc: cube("loc"),
    /** "Portland, OR": the resolved town, shown beside distances. */
    locationLabel: text("location_label"),
    /** ISO country of the resolved place: decides km or miles. */
    locationCountry: text("location_country"),
    /** Which place the point came from ("z:97214", "t:5746545"): a re-save of the same place is no move. */
    locationKey: text("location_key"),
    /** Wishes only match listings within this many km; null means anywhere. */
    matchRadiusKm: integer("match_radius_km").default(25),
    /** Trust and safety (issue 14): moderators run the desk; a suspension ends at a date, a ban never. */
    role: text("role", { enum: ["member", "moderator"] }).notNull().default("member"),
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    /** When the gardener confirmed that `email` is theirs (issue 29); null until then, and again after a change of address. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Issue 31: a new address asked for and not yet confirmed; `email` stays the login and contact address until then. */
    pendingEmail: text("pending_email"),
    /** Issue 31: "km" or "mi" chosen in settings; null means the country decides (unitsFor). */
    units: text("units", { enum: ["km", "mi"] }),
    /** Issue 38: the currency their prices are in (USD, GBP, …); null means the country decides (currencyOf). */
    currency: text("currency", { enum: CURRENCY_CODES }),
    /** Issue 38: the language of their pages, e-mails and pushes; null means their browser's (Accept-Language). */
    language: text("language", { enum: LOCALES }),
    createdAt: createdAt(),
  },
  (t) => [
    index("users_restricted_idx").on(t.id).where(sql`${t.bannedAt} is not null or ${t.suspendedUntil} is not null`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_username_trgm_idx").using("gin", sql`lower(${t.username}) gin_trgm_ops`),
    index("users_profile_image_idx").on(t.profileImageHash),
    // "Near you" on the Gardeners page: gardeners within 50 km, nearest first (ORDER BY loc <-> …).
    index("users_loc_idx").using("gist", t.loc),
  ],
);

/** One row per signed-in session; logout revokes it, so a copied token stops working. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Content-addressed images (sha256 of the processed WebP), served at /api/images/<hash>.webp. */
export const images = pgTable(
  "images",
  {
    hash: text("hash").primaryKey(),
    ownerId: integer("owner_id").references((): never => users.id as never, { onDelete: "set null" }),
    data: bytea("data").notNull(),
    thumb: bytea("thumb").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("images_owner_idx").on(t.ownerId)],
);

export const listings = pgTable(
  "listings",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    isPublic: boolean("is_public").notNull().default(false),
    /** For the chosen groups only (issue 34: listing_groups), not the owner's friends; never together with is_public. */
    groupOnly: boolean("group_only").notNull().default(false),
    /** 1 sell, 2 exchange, 3 giveaway */
    typeId: smallint("type_id").notNull(),
    /** 1 available, 2 reserved, 3 completed */
    stateId: smallint("state_id").notNull().default(1),
    /** 1 produce, 2 seeds, 3 plants */
    categoryId: smallint("category_id").notNull().default(1),
    featuredImageHash: text("featured_image_hash").references(() => images.hash, { onDelete: "set null" }),
    /** The owner's approximate point, copied on create and when the owner moves (decision 0130). */
    loc: cube("loc"),
    /** Set when a moderator hid it, or three gardeners reported it; null again when restored. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** The owner of a hidden listing asked the moderators to look again (POST /api/listings/{id}/review); cleared when they decide. */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the title names in the crop catalogue (lib/crops): crop, variety and shared-name keys, broader ones included. */
    crops: text("crops").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Matching (decision 0055): the title's significant words ("2:tomato"), each prefixed with the
     * category so one GIN lookup finds a word within a category (gs_cat_words, migration 0011).
     */
    catWords: text("cat_words").array().generatedAlwaysAs(sql`gs_cat_words(category_id, title)`),
    /** Last day it is offered (issue 15): after it, only the owner sees it, to renew. Null: no end. */
    availableUntil: date("available_until", { mode: "string" }),
    /** When the "expires tomorrow" reminder went out for the current available_until (null: not yet). */
    expiryRemindedAt: timestamp("expiry_reminded_at", { withTimezone: true }),
    /**
     * A glut (issue 36): how much there is, in `unit`, for many takers; null is one thing for one
     * taker, as before. `remaining` goes down by each portion reserved or taken (0: completed).
     */
    quantity: numeric("quantity", { precision: 10, scale: 2, mode: "number" }),
    unit: text("unit", { enum: UNITS }),
    maxPerPerson: numeric("max_per_person", { precision: 10, scale: 2, mode: "number" }),
    remaining: numeric("remaining", { precision: 10, scale: 2, mode: "number" }),
    /** "I'll choose at 18:00": requests gather until then, then the giver picks or a draw does (lib/gluts). */
    fairChanceUntil: timestamp("fair_chance_until", { withTimezone: true }),
    /** Doorstep mode: no reservations, takers say what they took (POST .../took). */
    helpYourself: boolean("help_yourself").notNull().default(false),
  },
  (t) => [
    check("listings_portions_chk", sql`${t.quantity} is null or (${t.quantity} > 0 and ${t.remaining} between 0 and ${t.quantity} and ${t.unit} is not null and (${t.maxPerPerson} is null or ${t.maxPerPerson} > 0))`),
    check("listings_type_chk", sql`${t.typeId} between 1 and 3`),
    check("listings_state_chk", sql`${t.stateId} between 1 and 3`),
    check("listings_category_chk", sql`${t.categoryId} between 1 and 3`),
    check("listings_price_chk", sql`${t.price} >= 0`),
    // A public listing is never group-only (issue 34): the anonymous fast paths read is_public alone.
    check("listings_public_not_group_only_chk", sql`not (${t.isPublic} and ${t.groupOnly})`),
    index("listings_owner_created_idx").on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index("listings_public_created_idx")
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPublic} and ${t.isActive}`),
    index("listings_public_price_idx")
      .on(t.categoryId, t.price, t.id)
      .where(sql`${t.isPublic} and ${t.isActive}`),
    index("listings_image_idx").on(t.featuredImageHash),
    index("listings_available_until_idx").on(t.availableUntil),
    index("listings_search_idx").using("gin", t.search),
    index("listings_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    // Near me: one GiST over (point, created_at) (btree_gist) for "within N km" newest first
    // (ORDER BY created_at <-> …) and nearest first (ORDER BY loc <-> …). See bench/near-me.
    index("listings_public_loc_idx")
      .using("gist", t.loc, t.createdAt)
      .where(sql`${t.isPublic} and ${t.isActive}`),
    // Matching reads these on every post: no pending list (fastupdate) that each read would scan.
    index("listings_crops_idx").using("gin", t.crops).with({ fastupdate: false }),
    index("listings_cat_words_idx").using("gin", t.catWords).with({ fastupdate: false }),
  ],
);

export const wantItems = pgTable(
  "want_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    categoryId: smallint("category_id").notNull().default(1),
    /** For the chosen groups only (issue 34: want_groups): seen and matched within them. */
    groupOnly: boolean("group_only").notNull().default(false),
    search: tsvector("search").generatedAlwaysAs(sql`to_tsvector('english', coalesce(title, ''))`),
    createdAt: createdAt(),
    /** The crops, varieties or shared names the wish asks for (lib/crops), all of which a match must offer. */
    crops: text("crops").array().notNull().default(sql`'{}'::text[]`),
    /** The wish's other words ("red", "dwarf"), which a crop match's title must also contain. */
    cropRest: text("crop_rest").notNull().default(""),
    /** Matching (decision 0055): the title's significant english lexemes, sorted (gs_match_words, migration 0011). */
    words: text("words").array().generatedAlwaysAs(sql`gs_match_words(title)`),
    /** The significant lexemes of crop_rest, sorted. */
    restWords: text("rest_words").array().generatedAlwaysAs(sql`gs_match_words(crop_rest)`),
    /** `words` joined by spaces when 1–4 of them, else null: a listing looks wishes up by the subsets of its words. */
    wordKey: text("word_key").generatedAlwaysAs(sql`gs_match_key(gs_match_words(title))`),
    /** Sorted crops, "|", sorted rest words, when 1–4 in all and at least one crop, else null. */
    cropKey: text("crop_key").generatedAlwaysAs(sql`gs_crop_key(crops, crop_rest)`),
    /**
     * Issue 35 (decision 0221): a wish for a crop far out of season sleeps until this UTC day (the month
     * its season opens for the wisher's place); null = awake. It still matches; the seasons.wake job
     * wakes it with one "Season opening near you" notification.
     */
    dormantUntil: date("dormant_until", { mode: "string" }),
  },
  (t) => [
    check("want_items_category_chk", sql`${t.categoryId} between 1 and 3`),
    index("want_items_user_idx").on(t.userId, t.categoryId, t.id),
    index("want_items_search_idx").using("gin", t.search),
    index("want_items_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    index("want_items_crops_idx").using("gin", t.crops),
    // Keys first, then id and user_id: the lookups of a new listing are index-only scans (decision 0190:
    // at 1M wishes, reading ~1,000 matches from the heap was a page per row). Crop wishes carry a
    // word key too; when the listing offers crops only crop-less wishes may match by words, hence
    // the partial one.
    index("want_items_word_key_idx").on(t.categoryId, t.wordKey, t.id, t.userId),
    index("want_items_word_key_no_crops_idx").on(t.categoryId, t.wordKey, t.id, t.userId).where(sql`cardinality(${t.crops}) = 0`),
    index("want_items_crop_key_idx").on(t.categoryId, t.cropKey, t.id, t.userId),
    // The few wishes no key describes (more than four words, or none): matched by their arrays.
    // The wake-up sweep reads only the sleeping few.
    index("want_items_dormant_idx").on(t.dormantUntil).where(sql`${t.dormantUntil} is not null`),
    index("want_items_keyless_idx")
      .on(t.categoryId)
      .where(sql`${t.wordKey} is null or (cardinality(${t.crops}) > 0 and ${t.cropKey} is null)`),
  ],
);

/**
 * One row per pair of users, whoever asked: userLowId < userHighId makes the pair unique
 * regardless of direction, so crossing requests cannot create two rows.
 */
export const friendships = pgTable(
  "friendships",
  {
    id: serial("id").primaryKey(),
    userLowId: integer("user_low_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userHighId: integer("user_high_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requesterId: integer("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "accepted"] }).notNull().default("pending"),
    createdAt: createdAt(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    check("friendships_order_chk", sql`${t.userLowId} < ${t.userHighId}`),
    check("friendships_requester_chk", sql`${t.requesterId} in (${t.userLowId}, ${t.userHighId})`),
    uniqueIndex("friendships_pair_idx").on(t.userLowId, t.userHighId),
    index("friendships_high_idx").on(t.userHighId, t.status),
    index("friendships_low_idx").on(t.userLowId, t.status),
    index("friendships_requester_idx").on(t.requesterId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: integer("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** The sender's own id for this message (a UUID): a retried send with the same one is not stored twice. */
    clientId: text("client_id"),
  },
  (t) => [
    uniqueIndex("messages_sender_client_id_uq").on(t.senderId, t.clientId),
    index("messages_pair_idx").on(t.senderId, t.receiverId, t.id),
    index("messages_receiver_idx").on(t.receiverId, t.senderId, t.id),
    index("messages_unread_idx").on(t.receiverId).where(sql`${t.readAt} is null`),
  ],
);

/** Reset tokens are stored as sha256 hashes: a database leak does not leak working links. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash), index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * Links that confirm an e-mail address (issue 29): stored as sha256 hashes like reset tokens, each for
 * the address it was sent to, so a link mailed before a change of address confirms nothing.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_verification_tokens_hash_idx").on(t.tokenHash), index("email_verification_tokens_user_idx").on(t.userId)],
);

/** Every e-mail sent (or, without RESEND_API_KEY, only stored here and logged). */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    kind: text("kind").notNull().default("generic"),
    providerId: text("provider_id"),
    // sending: claimed by a mail.send attempt (at most once per e-mail, lib/mail); a plain text column, no migration.
    status: text("status", { enum: ["stored", "queued", "sending", "sent", "failed"] }).notNull().default("stored"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_to_idx").on(t.to, t.id.desc())],
);

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["match", "friend_request", "friend_accepted", "trade_reserved", "trade_completed", "trade_confirmed", "trade_thanks", "listing_expiring", "warning", "listing_hidden", "report_resolved", "moderation_alert", "first_refusal", "offer_accepted", "trade_window_proposed", "trade_window_agreed", "trade_window_declined", "trade_reminder", "trade_coming", "trade_cancelled", "swap_day_soon", "swap_day_cancelled", "grow_out_prompt", "season_opening", "portion_not_chosen"] }).notNull(),
    /** warning only: the moderators' reason (issue 14); also GardenSwap's own line of swap_day_soon and season_opening. */
    note: text("note"),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    wantId: integer("want_id").references(() => wantItems.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "cascade" }),
    /** swap_day_soon only (issue 34): the swap day it is about. */
    eventId: integer("event_id").references((): never => events.id as never, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_match_once_idx")
      .on(t.userId, t.listingId, t.wantId)
      .where(sql`${t.kind} = 'match'`),
    index("notifications_listing_idx").on(t.listingId),
    index("notifications_want_idx").on(t.wantId),
    index("notifications_actor_idx").on(t.actorId),
    index("notifications_event_idx").on(t.eventId),
    index("notifications_unemailed_idx").on(t.userId).where(sql`${t.emailedAt} is null and ${t.kind} = 'match'`),
  ],
);

/**
 * Every significant word of a listing or wish title (migration 0011 keeps it filled by triggers),
 * with a trigram index: matching looks up the close spellings of a title's words here
 * (decision 0055) instead of running trigram searches over whole tables.
 */
export const matchVocab = pgTable(
  "match_vocab",
  { word: text("word").primaryKey() },
  (t) => [index("match_vocab_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`).with({ fastupdate: false })],
);

/** Which catalogue version (lib/crops) the stored `crops` columns were resolved with; one row. */
export const cropCatalogue = pgTable("crop_catalogue", {
  id: smallint("id").primaryKey().default(1),
  version: text("version").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One browser's Web Push subscription: the push service's endpoint (a URL the server will call,
 * checked against SSRF on the way in and before each send) and the keys that encrypt payloads.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    kinds: text("kinds").array().$type<PushKind[]>().notNull(),
    /** Whether a message push may carry a short preview of its text (off: the sender's name only). */
    preview: boolean("preview").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * A trade of one listing between its owner (giver) and a counterpart (receiver; null for "someone
 * else"). States: reserved → released | given; given → received | not_received; done (someone else).
 * At most one open trade (reserved or given) per listing.
 */
export const trades = pgTable(
  "trades",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    giverId: integer("giver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: integer("receiver_id").references(() => users.id, { onDelete: "set null" }),
    state: text("state", { enum: ["reserved", "released", "given", "received", "not_received", "done"] }).notNull(),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Issue 32: a released reservation says who ended it, why and when (null on older rows and moved ones). */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    releasedBy: integer("released_by").references(() => users.id, { onDelete: "set null" }),
    releaseReason: text("release_reason", { enum: RELEASE_REASONS }),
    /** The taker may dispute a no-show once; a moderator upholds it or drops it (dropped: not counted). */
    disputeNote: text("dispute_note"),
    disputeState: text("dispute_state", { enum: ["open", "upheld", "dropped"] }),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    /** Recorded on a swap day's "What did you swap?" page (issue 34). */
    eventId: integer("event_id").references((): never => events.id as never, { onDelete: "set null" }),
    /** Issue 37: what was handed over, in grams: estimated on completion (lib/impact/estimate-weight.ts), or the giver's correction. */
    weightGrams: integer("weight_grams"),
    /** true while weight_grams is the estimate; false once the giver corrected it. */
    weightEstimated: boolean("weight_estimated").notNull().default(true),
    /** A portion of a glut (issue 36), in the listing's unit: a glut has many open trades, one per portion. */
    portion: numeric("portion", { precision: 10, scale: 2, mode: "number" }),
  },
  (t) => [
    uniqueIndex("trades_open_listing_idx").on(t.listingId).where(sql`${t.state} in ('reserved', 'given') and ${t.portion} is null`),
    index("trades_listing_idx").on(t.listingId, t.id.desc()),
    index("trades_giver_idx").on(t.giverId, t.id.desc()),
    index("trades_receiver_idx").on(t.receiverId, t.id.desc()),
    index("trades_released_by_idx").on(t.releasedBy),
    index("trades_event_idx").on(t.eventId),
    index("trades_open_disputes_idx").on(t.disputedAt).where(sql`${t.disputeState} = 'open'`),
    check("trades_dispute_note_chk", sql`char_length(${t.disputeNote}) <= 500`),
    check("trades_weight_chk", sql`${t.weightGrams} between 0 and 1000000`),
    // Impact and the operator's dashboard read completed trades by week (issue 37).
    index("trades_completed_idx").on(t.completedAt).where(sql`${t.state} in ('given', 'received', 'done')`),
  ],
);

/**
 * A glut's portion that is not a trade (issue 36): asked for while a fair chance gathers requests
 * ("requested", then "chosen", a portion trade, or "not_chosen"), or taken from a doorstep ("taken").
 */
export const listingPortions = pgTable(
  "listing_portions",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    portion: numeric("portion", { precision: 10, scale: 2, mode: "number" }).notNull(),
    state: text("state", { enum: PORTION_STATES }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("listing_portions_listing_idx").on(t.listingId, t.state),
    index("listing_portions_user_idx").on(t.userId, t.state),
    // One open request per gardener and glut: asking again changes the portion.
    uniqueIndex("listing_portions_one_request_idx").on(t.listingId, t.userId).where(sql`${t.state} = 'requested'`),
    check("listing_portions_portion_chk", sql`${t.portion} > 0`),
  ],
);

/** A thank-you from one side of a received trade to the other (one per side; editable for 7 days). */
export const tradeThanks = pgTable(
  "trade_thanks",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    rating: text("rating", { enum: ["up", "down", "no_show"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by a moderator after a report: shown to its author only. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("trade_thanks_author_idx").on(t.tradeId, t.authorId),
    index("trade_thanks_subject_idx").on(t.subjectId, t.id.desc()),
    index("trade_thanks_author_user_idx").on(t.authorId),
    check("trade_thanks_text_chk", sql`char_length(${t.text}) <= 280`),
  ],
);

/** How a listing changes hands (issue 32, decision 0212). */
/** A pickup window as stored and answered: ISO datetimes in UTC, end after start. */
export type PickupWindow = { start: string; end: string };

/**
 * A listing's handover plan (issue 32): one row per listing, apart from `listings` so that no
 * listing query (lists, search, matches, e-mails) can carry the exact `spot` by accident: only
 * lib/handover reads it, under the spot rule. `windows` are the owner's up to 5 pickup windows,
 * read and written together (jsonb: never queried one by one; decision 0212).
 */
export const listingHandovers = pgTable(
  "listing_handovers",
  {
    listingId: integer("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: HANDOVER_MODES }).notNull(),
    place: text("place"),
    /** The exact pickup spot (doorstep): shown only to the owner and the gardener of the open trade. */
    spot: text("spot"),
    windows: jsonb("windows").$type<PickupWindow[]>().notNull().default(sql`'[]'::jsonb`),
    /** Seeds by post (issue 36): free but for the postage, which the receiver pays. Post only. */
    postageOnly: boolean("postage_only").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("listing_handovers_place_chk", sql`char_length(${t.place}) <= 120`),
    check("listing_handovers_spot_chk", sql`char_length(${t.spot}) <= 200`),
    check("listing_handovers_postage_chk", sql`not ${t.postageOnly} or ${t.mode} = 'post'`),
  ],
);

/**
 * The pickup time of a trade (issue 32): one proposal at a time, by either side; the other accepts
 * (agreed), declines, or proposes another (replacing it). An agreed window is reminded once:
 * `remind_at` is set on agreement, `reminded_at` is the claim the reminder sweep takes in the same
 * transaction as the bell item and the e-mail (decision 0212). `coming` is the reserved gardener's answer.
 */
export const tradeWindows = pgTable(
  "trade_windows",
  {
    tradeId: integer("trade_id")
      .primaryKey()
      .references(() => trades.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["proposed", "agreed", "declined"] }).notNull(),
    proposedBy: integer("proposed_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agreedAt: timestamp("agreed_at", { withTimezone: true }),
    remindAt: timestamp("remind_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    coming: boolean("coming"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("trade_windows_due_idx").on(t.remindAt).where(sql`${t.status} = 'agreed' and ${t.remindedAt} is null`),
    index("trade_windows_proposed_by_idx").on(t.proposedBy),
    check("trade_windows_order_chk", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Who blocked whom (issue 14). One row per direction; the visibility rule reads both directions. */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("blocks_blocked_idx").on(t.blockedId, t.blockerId),
    check("blocks_not_self_chk", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);


/**
 * A gardener's report of a listing, a gardener, a message or a thank-you note. `subject_user_id` is the gardener
 * concerned (the owner, the person, the sender); `snapshot` keeps what the reporter saw, so the
 * desk can judge it even after an edit or a deletion. One report per reporter per target.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: REPORT_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    subjectUserId: integer("subject_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    snapshot: text("snapshot").notNull().default(""),
    status: text("status", { enum: ["open", "dismissed", "actioned"] }).notNull().default("open"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("reports_once_idx").on(t.reporterId, t.targetType, t.targetId),
    index("reports_open_idx").on(t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    index("reports_subject_idx").on(t.subjectUserId),
    index("reports_resolved_by_idx").on(t.resolvedBy),
  ],
);

/** The audit log of the moderation desk: who did what to whom, when and why. Never deleted with a moderator. */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: serial("id").primaryKey(),
    moderatorId: integer("moderator_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", {
      enum: ["dismiss", "hide", "restore", "delete_message", "warn", "suspend", "ban", "restore_user", "auto_hide", "grant_moderator", "revoke_moderator", "review_requested", "uphold_dispute", "drop_dispute", "group_hide", "group_unhide"],
    }).notNull(),
    /** Who acted when no moderator did: "command line" (npm run moderator), "config" (MODERATOR_EMAILS); null with no moderator is GardenSwap itself. */
    actor: text("actor", { enum: ["command line", "config"] }),
    subjectUserId: integer("subject_user_id").references(() => users.id, { onDelete: "set null" }),
    targetType: text("target_type", { enum: REPORT_TARGETS }),
    targetId: integer("target_id"),
    reason: text("reason").notNull().default(""),
    /** suspend only: when it ends. */
    until: timestamp("until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_actions_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("moderation_actions_subject_idx").on(t.subjectUserId),
    index("moderation_actions_moderator_idx").on(t.moderatorId),
  ],
);

/**
 * The listings a gardener asked about in a conversation (issue 31): set when a message is sent from a
 * listing's chat. The conversation list shows the latest one; the chat's trade panel lists it first.
 */
export const conversationListings = pgTable(
  "conversation_listings",
  {
    askerId: integer("asker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The listing's owner when asked (the other side of the conversation), for reading by pair. */
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the gardener first asked about it (asked_at moves with every ask): the queue's order (issue 32). */
    firstAskedAt: timestamp("first_asked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.askerId, t.listingId] }),
    index("conversation_listings_pair_idx").on(t.askerId, t.ownerId, t.askedAt),
    index("conversation_listings_owner_idx").on(t.ownerId, t.askerId, t.askedAt),
    index("conversation_listings_listing_idx").on(t.listingId),
  ],
);

/**
 * Next in line (issue 32, decision 0213): a first refusal of a released listing offered to one
 * gardener of its queue until `expires_at`. At most one open offer per listing (unique partial
 * index); the lapse sweep claims due ones by their state. A declined or lapsed offer keeps that
 * gardener out of the listing's queue for good.
 */
export const listingOffers = pgTable(
  "listing_offers",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Why they were in line: asked about it in chat, or a wish of theirs matches it. */
    reason: text("reason", { enum: ["asked", "wished"] }).notNull(),
    state: text("state", { enum: ["open", "accepted", "declined", "lapsed", "ended"] }).notNull().default("open"),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("listing_offers_open_idx").on(t.listingId).where(sql`${t.state} = 'open'`),
    index("listing_offers_due_idx").on(t.expiresAt).where(sql`${t.state} = 'open'`),
    index("listing_offers_user_idx").on(t.userId, t.listingId),
  ],
);

/**
 * Garden groups (issue 34): a community garden, allotment site, street, school or seed library.
 * `place` is a town or postcode label and `loc` its gazetteer centre (lib/places), never a
 * gardener's point. A group hidden by a moderator is seen by its admins only.
 */
export const groups = pgTable(
  "groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind", { enum: GROUP_KINDS }).notNull(),
    place: text("place").notNull(),
    loc: cube("loc"),
    description: text("description").notNull().default(""),
    rules: text("rules").notNull().default(""),
    join: text("join", { enum: GROUP_JOIN_RULES }).notNull().default("open"),
    /** Asked of a gardener who asks to join a group by approval (optional). */
    question: text("question"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("groups_loc_idx").using("gist", t.loc), uniqueIndex("groups_name_place_idx").on(sql`lower(${t.name})`, sql`lower(${t.place})`)],
);

/** Who is in a group and as what; one row per gardener and group. */
export const groupMembers = pgTable(
  "group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: GROUP_ROLES }).notNull().default("member"),
    status: text("status", { enum: MEMBER_STATUSES }).notNull(),
    /** Their answer to the group's question, kept for the admins while pending. */
    answer: text("answer"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    /** The admin who last approved, removed, promoted or demoted this gardener, and when: a group's own audit trail. */
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("group_members_user_idx").on(t.userId, t.status), index("group_members_group_idx").on(t.groupId, t.status)],
);

/** Invite links: the code is shown once and stored hashed (like reset tokens); revoked or expired codes stop working. */
export const groupInvites = pgTable(
  "group_invites",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("group_invites_group_idx").on(t.groupId)],
);

/**
 * A listing shown in a group (issue 34): a group-only listing is seen by the members of its groups
 * (the one visibility rule); a public one is also shown on the group's page. A group admin may hide
 * it in their group (hidden_at), which takes it out of that group only.
 */
export const listingGroups = pgTable(
  "listing_groups",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.groupId] }), index("listing_groups_group_idx").on(t.groupId, t.createdAt.desc())],
);

/** A wish shared with a group (issue 34): a group-only wish is seen and matched within its groups. */
export const wantGroups = pgTable(
  "want_groups",
  {
    wantId: integer("want_id")
      .notNull()
      .references(() => wantItems.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.wantId, t.groupId] }), index("want_groups_group_idx").on(t.groupId)],
);

/**
 * Swap days (issue 34, decision 0218): a group's (or a public) swap at a time and a place. `place` is
 * a town or postcode label and `loc` its gazetteer centre (lib/places), never a point of a gardener;
 * `address` is the exact meeting place, shown only to the organiser and the gardeners going.
 * `members_only` keeps a group's event to its members (the one visibility rule, lib/visibility).
 * A recurring event makes its next occurrence when it ends (`continued_at` is the claim; `series_id`
 * the first of the series); `notice_sent_at` is the claim of the pre-swap notice (exactly once).
 */
export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "cascade" }),
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    place: text("place").notNull(),
    loc: cube("loc"),
    address: text("address"),
    capacity: integer("capacity"),
    recurrence: text("recurrence", { enum: EVENT_RECURRENCES }),
    seriesId: integer("series_id").references((): never => events.id as never, { onDelete: "set null" }),
    membersOnly: boolean("members_only").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }),
    continuedAt: timestamp("continued_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("events_starts_idx").on(t.startsAt),
    index("events_group_idx").on(t.groupId, t.startsAt),
    index("events_organizer_idx").on(t.organizerId),
    index("events_series_idx").on(t.seriesId),
    index("events_loc_idx").using("gist", t.loc),
    index("events_notice_due_idx").on(t.startsAt).where(sql`${t.noticeSentAt} is null and ${t.cancelledAt} is null`),
    index("events_continue_due_idx").on(t.endsAt).where(sql`${t.recurrence} is not null and ${t.continuedAt} is null`),
    check("events_order_chk", sql`${t.endsAt} > ${t.startsAt}`),
    check("events_capacity_chk", sql`${t.capacity} is null or ${t.capacity} between 1 and 10000`),
    check("events_title_chk", sql`char_length(${t.title}) between 1 and 120`),
  ],
);

/** Who is going to a swap day: one row per gardener (saying "not going" deletes it). */
export const eventRsvps = pgTable(
  "event_rsvps",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("event_rsvps_user_idx").on(t.userId)],
);

/** "I'm bringing": a going gardener's own available listing, held for the day (not reservable by others until it ends). */
export const eventBringing = pgTable(
  "event_bringing",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.listingId] }), index("event_bringing_listing_idx").on(t.listingId), index("event_bringing_user_idx").on(t.userId)],
);

/** "I'm hoping for": a going gardener's own wishes, matched against what the others bring. */
export const eventHoping = pgTable(
  "event_hoping",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    wantId: integer("want_id")
      .notNull()
      .references(() => wantItems.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.wantId] }), index("event_hoping_want_idx").on(t.wantId), index("event_hoping_user_idx").on(t.userId)],
);

/**
 * Seed lots (issue 36, decision 0223): one gardener's packet of one catalogue variety, with its story.
 * `code` is the public, unguessable-enough name (8 characters) on the label and the lineage page;
 * `parent_id` the lot it was grown from or given out of. A completed seed trade makes the receiver's
 * lot (`trade_id`, once per trade). A gift to someone not on GardenSwap yet has no owner but the
 * SHA-256 of their e-mail address (`pending_email_hash`, never shown) until they confirm that address.
 */
export const seedLots = pgTable(
  "seed_lots",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    pendingEmailHash: text("pending_email_hash"),
    crop: text("crop").notNull(),
    variety: text("variety").notNull(),
    pollination: text("pollination", { enum: POLLINATIONS }).notNull(),
    savedMonth: smallint("saved_month").notNull(),
    savedYear: smallint("saved_year").notNull(),
    source: text("source", { enum: SEED_SOURCES }).notNull(),
    parentId: integer("parent_id").references((): never => seedLots.id as never, { onDelete: "set null" }),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    tradeId: integer("trade_id").references(() => trades.id, { onDelete: "set null" }),
    /** When the receiver is asked how it came up (the crop's germination time after the lot was made); null: not asked. */
    promptDueAt: timestamp("prompt_due_at", { withTimezone: true }),
    promptedAt: timestamp("prompted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("seed_lots_code_idx").on(t.code),
    uniqueIndex("seed_lots_trade_idx").on(t.tradeId),
    index("seed_lots_parent_idx").on(t.parentId),
    index("seed_lots_owner_idx").on(t.ownerId),
    // A seed listing carries one lot (the giver's); the receivers' lots point to their trade instead.
    uniqueIndex("seed_lots_listing_idx").on(t.listingId),
    index("seed_lots_pending_idx").on(t.pendingEmailHash).where(sql`${t.pendingEmailHash} is not null`),
    index("seed_lots_prompt_idx").on(t.promptDueAt).where(sql`${t.promptedAt} is null`),
    check("seed_lots_owner_chk", sql`${t.ownerId} is not null or ${t.pendingEmailHash} is not null`),
    check("seed_lots_saved_chk", sql`${t.savedMonth} between 1 and 12 and ${t.savedYear} between 1900 and 2200`),
  ],
);

/** A grow-out report (issue 36): of `sown` seeds `came_up` came up, true to type or not; `region` is the reporter's at the time. */
export const seedLotReports = pgTable(
  "seed_lot_reports",
  {
    id: serial("id").primaryKey(),
    lotId: integer("lot_id")
      .notNull()
      .references(() => seedLots.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    crop: text("crop").notNull(),
    variety: text("variety").notNull(),
    sown: smallint("sown").notNull(),
    cameUp: smallint("came_up").notNull(),
    trueToType: boolean("true_to_type").notNull(),
    region: text("region"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("seed_lot_reports_once_idx").on(t.lotId, t.userId),
    index("seed_lot_reports_variety_idx").on(t.crop, t.variety),
    check("seed_lot_reports_counts_chk", sql`${t.sown} between 1 and 10000 and ${t.cameUp} between 0 and ${t.sown}`),
  ],
);
