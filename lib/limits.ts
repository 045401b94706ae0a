import { nearPlaceKey } from "@/lib/places";
import type { Limit } from "@/lib/rate-limit";

/**
 * Every abuse limit in one table (docs/security.md lists them). A use case declares its limits with
 * `limits: LIMITS.x`; the kernel enforces them for every door that reaches the use case, so one
 * budget covers the API, the server action and the socket event together. Per-IP limits come first
 * (see enforceLimits). Counts are per fixed window of `per` seconds.
 */
const emailKey = (input: { email?: unknown }) => (typeof input.email === "string" ? `email:${input.email.trim().toLowerCase()}` : null);

const HOUR = 3600;

/** A key for unverified gardeners only (issue 29): a confirmed address lifts these limits. */
const unverifiedUser = (_input: unknown, viewer: { id: number; verified?: boolean } | null) => (viewer && !viewer.verified ? `unverified:${viewer.id}` : null);

/**
 * Places a caller measures distances from without an account's own location (`near=`, a visitor's
 * area): 10 different ones a day per IP, any number of looks from one already used. Distance
 * buckets from many places would pin a seller down (trilateration); the gardener's own place is
 * limited by `moveLocation`. Unknown places are refused (422) before this, so never counted.
 */
const nearPlace = <K extends string>(field: K): Limit<Partial<Record<K, unknown>>> => ({
  points: 10,
  per: 24 * HOUR,
  by: "ip",
  bucket: "places.near",
  distinct: (input) => (typeof input[field] === "string" ? nearPlaceKey(input[field] as string) : null),
  message: "You can look from 10 different places a day. Please try again tomorrow, or use a place you already chose today.",
});

export const LIMITS = {
  /** POST /api/auth/register and the register form (two use cases, one count). A taken e-mail says so, but only 5 times an hour. */
  register: [
    { points: 10, per: HOUR, by: "ip", bucket: "accounts.register/ip" },
    { points: 5, per: HOUR, by: emailKey, bucket: "accounts.register/email" },
  ] as Limit<{ email?: unknown }>[],
  /**
   * Password logins per IP, one count for every way in (API, form, next-auth's callback: `logIn` and
   * `checkCredentials` share the bucket); the per-account brake is lib/auth/login-throttle.
   */
  login: [{ points: 30, per: 60, by: "ip", bucket: "auth.login/ip" }] as Limit<unknown>[],
  /**
   * Reset-link requests: per IP and per address. An address gets at most 5 mails an hour whatever
   * the count (lib/accounts/password-reset, answered the same); past 10 requests it is a 429.
   */
  requestPasswordReset: [
    { points: 10, per: HOUR, by: "ip" },
    { points: 10, per: HOUR, by: emailKey },
  ] as Limit<{ email?: unknown }>[],
  /** Submitting a reset token and a new password. */
  resetPassword: [{ points: 20, per: HOUR, by: "ip" }] as Limit<unknown>[],
  /** Unsubscribe links (anonymous). */
  unsubscribe: [{ points: 30, per: 60, by: "ip", bucket: "unsubscribe" }] as Limit<unknown>[],
  /** Signed links of the freshness reminder e-mail (anonymous): checking and using them. */
  reminderLink: [{ points: 30, per: 60, by: "ip", bucket: "reminder-link" }] as Limit<unknown>[],
  /** Messages, on every door together (REST, socket, form): 5 a second and 60 a minute per sender. */
  sendMessage: [
    { points: 5, per: 1, by: "user", bucket: "messages.send/s", message: "You are sending messages too quickly. Please wait a moment." },
    { points: 60, per: 60, by: "user", bucket: "messages.send/min", message: "You are sending messages too quickly. Please wait a moment." },
  ] as Limit<unknown>[],
  /**
   * Friend requests (each one may e-mail an invitation); a gardener who has not confirmed their
   * address gets 5 an hour (issue 29).
   */
  friendRequest: [
    { points: 20, per: HOUR, by: "user", bucket: "friends.request" },
    {
      points: 5,
      per: HOUR,
      by: unverifiedUser,
      bucket: "friends.request/unverified",
      message: "Please confirm your e-mail address to send more friend requests (5 an hour until then).",
    },
  ] as Limit<unknown>[],
  /**
   * First messages to a stranger (nobody who wrote to them, not a friend) from a gardener who has not
   * confirmed their address: 10 a day (issue 29). Taken by messages.send itself, which knows who is a stranger.
   */
  firstMessageUnverified: {
    points: 10,
    per: 24 * HOUR,
    bucket: "messages.first/unverified",
    message: "Please confirm your e-mail address to start more new conversations today (10 a day until then).",
  },
  /** The "Resend" of the confirmation link: 3 an hour per gardener, 10 per IP. */
  resendVerification: [
    { points: 3, per: HOUR, by: "user", bucket: "accounts.verify-resend", message: "We already sent a few links. Please check your inbox, or try again in an hour." },
    { points: 10, per: HOUR, by: "ip", bucket: "accounts.verify-resend/ip" },
  ] as Limit<unknown>[],
  /** Confirming a link (anonymous: a link opened in another browser works too). */
  verifyEmail: [{ points: 20, per: HOUR, by: "ip", bucket: "accounts.verify" }] as Limit<unknown>[],
  /** Asking the moderators to look again at a hidden listing. */
  requestReview: [{ points: 10, per: 24 * HOUR, by: "user", bucket: "listings.review" }] as Limit<unknown>[],
  /** New listings and new wishes. */
  createListing: [{ points: 30, per: HOUR, by: "user", bucket: "listings.create" }] as Limit<unknown>[],
  createWish: [{ points: 30, per: HOUR, by: "user", bucket: "wishes.create" }] as Limit<unknown>[],
  /** Image uploads of any kind (listing photos, avatars, shared photos): one budget per user. */
  upload: [{ points: 60, per: HOUR, by: "user", bucket: "uploads" }] as Limit<unknown>[],
  /** Reports to the moderators: 5 a minute, 20 a day per reporter. */
  report: [
    { points: 5, per: 60, by: "user", bucket: "reports/min", message: "You are reporting very quickly. Please wait a minute." },
    { points: 20, per: 24 * HOUR, by: "user", bucket: "reports/day", message: "You have sent many reports today. Our moderators will get to them; please try again tomorrow." },
  ] as Limit<unknown>[],
  /** Blocking and unblocking (each block rewrites friendships and notifications). */
  block: [{ points: 30, per: 60, by: "user", bucket: "blocks" }] as Limit<unknown>[],
  /** Moderator decisions (a runaway script on a moderator's token). */
  moderate: [{ points: 120, per: 60, by: "user", bucket: "moderation" }] as Limit<unknown>[],
  /** `near=` on listing lists (API and marketplace page). */
  nearPlaces: [nearPlace("near")] as Limit<{ near?: unknown }>[],
  /** The private map's cells (issue 38): a map pans and zooms, so generously per IP; cells cannot be cut finer however often asked. */
  mapCells: [{ points: 240, per: 60, by: "ip", bucket: "listings.cells", message: "The map asked for too much at once. Please wait a minute." }] as Limit<unknown>[],
  /** `place=` of the season answers (issue 35): listing counts near a place, so the same 10 places a day as `near=`. */
  seasonPlaces: [nearPlace("place")] as Limit<{ place?: unknown }>[],
  /** A visitor's browsing area (their cookie): every page that measures from it... */
  areaPlaces: [nearPlace("area")] as Limit<{ area?: unknown }>[],
  /** ...and setting it with the area form (30 tries an hour; a new place counts as above). */
  setArea: [{ points: 30, per: HOUR, by: "ip" }, nearPlace("area")] as Limit<{ area?: unknown }>[],
  /** Moving one's own pin (a real change of place only): nobody trilaterates a neighbour by moving around them. */
  moveLocation: [
    { points: 5, per: 24 * HOUR, by: "user", bucket: "location-change", message: "You can change your location 5 times a day. Please try again tomorrow." },
  ] as Limit<unknown>[],
  /**
   * Reserving and releasing (issue 29 L2): each reservation tells the other gardener, live and by
   * push. 20 steps an hour per owner (reserve and release together: 10 cycles), and 5 reservations
   * an hour for one gardener, so nobody floods a gardener they once exchanged a message with.
   */
  /** Issue 36: "I took 1 kg" and "I'd like 2 kg" (one budget); a doorstep is not a slot machine. */
  portions: [{ points: 30, per: HOUR, by: "user", bucket: "gluts.portions", message: "That is a lot of portions in one hour. Please wait a while." }] as Limit<unknown>[],
  /** Issue 36: a tab watching listing pages for what is left. */
  watchListing: [{ points: 120, per: HOUR, by: "user", bucket: "gluts.watch" }] as Limit<unknown>[],
  reserve: [
    { points: 20, per: HOUR, by: "user", bucket: "trades.reserve-release", message: "You are reserving and releasing very often. Please wait a while." },
    {
      points: 5,
      per: HOUR,
      by: (input, viewer) => (viewer && typeof input.user_id === "number" ? `reserve:${viewer.id}:${input.user_id}` : null),
      bucket: "trades.reserve/pair",
      message: "You are reserving and releasing very often. Please wait a while.",
    },
  ] as Limit<{ user_id?: unknown }>[],
  release: [
    { points: 20, per: HOUR, by: "user", bucket: "trades.reserve-release", message: "You are reserving and releasing very often. Please wait a while." },
  ] as Limit<unknown>[],
  /** Settings (issue 31): changing the password asks for the current one, so a borrowed session cannot guess it. */
  changePassword: [{ points: 10, per: HOUR, by: "user", bucket: "accounts.change-password", message: "Too many tries. Please wait an hour before changing your password again." }] as Limit<unknown>[],
  /** A new address gets a confirmation mail each time: 5 an hour per gardener. */
  changeEmail: [{ points: 5, per: HOUR, by: "user", bucket: "accounts.change-email", message: "You asked to change your address several times. Please check your inbox, or try again in an hour." }] as Limit<unknown>[],
  /** The data export reads everything the account holds: 10 an hour. */
  exportAccount: [{ points: 10, per: HOUR, by: "user", bucket: "accounts.export", message: "You downloaded your data several times. Please try again in an hour." }] as Limit<unknown>[],
  /** Issue 32: disputing a no-show (each trade once anyway); a brake on filling the desk. */
  dispute: [{ points: 10, per: HOUR, by: "user", bucket: "trades.dispute", message: "You have disputed several no-shows. Please wait a while." }] as Limit<unknown>[],
  /** Issue 32: answering a first refusal (one open offer at a time anyway); a brake on a script. */
  answerOffer: [{ points: 30, per: HOUR, by: "user", bucket: "queue.answer", message: "You have answered many offers. Please wait a while." }] as Limit<unknown>[],
  /** Issue 34: planning swap days (10 upcoming at a time is a rule of its own, lib/swap-days/create-event). */
  createEvent: [{ points: 20, per: 24 * HOUR, by: "user", bucket: "events.create", message: "You have planned many swap days today. Please try again tomorrow." }] as Limit<unknown>[],
  /** Issue 34: going / not going, and what one brings: a toggle, not a flood. */
  cancelEvent: [{ points: 20, per: 24 * HOUR, by: "user", bucket: "events.cancel", message: "You have cancelled many swap days today. Please try again tomorrow." }] as Limit<unknown>[],
  eventRsvp: [{ points: 60, per: HOUR, by: "user", bucket: "events.rsvp", message: "You have changed your answer very often. Please wait a while." }] as Limit<unknown>[],
  /** Issue 32: saving a listing's handover plan. */
  handover: [{ points: 60, per: HOUR, by: "user", bucket: "handover.set", message: "You have changed the handover many times. Please wait a while." }] as Limit<unknown>[],
  /** Issue 32: pickup-time steps tell the other gardener each time: 30 an hour. */
  window: [{ points: 30, per: HOUR, by: "user", bucket: "handover.window", message: "You have changed the pickup time very often. Please wait a while." }] as Limit<unknown>[],
  /** Garden groups (issue 34): a few new groups a day per gardener (a name and place is taken once, everywhere). */
  createGroup: [{ points: 5, per: 24 * HOUR, by: "user", bucket: "groups.create", message: "You have started several groups today. Please try again tomorrow." }] as Limit<unknown>[],
  /** Invite links minted (each is a row) and join attempts (codes are guessed here, if anywhere). */
  groupInvite: [{ points: 30, per: HOUR, by: "user", bucket: "groups.invite", message: "You have made many invite links. Please share one you already have." }] as Limit<unknown>[],
  joinGroup: [
    { points: 30, per: HOUR, by: "user", bucket: "groups.join", message: "You have asked to join many groups. Please wait a while." },
    { points: 60, per: HOUR, by: "ip", bucket: "groups.join/ip" },
  ] as Limit<unknown>[],
  /** Admins approving, removing and promoting: a runaway script on an admin's token. */
  groupAdmin: [{ points: 120, per: 60, by: "user", bucket: "groups.admin" }] as Limit<unknown>[],
  /** Seed lots (issue 36): a seed-saver labels a season's packets in one sitting; gifts to addresses are rarer. */
  createSeedLot: [{ points: 60, per: HOUR, by: "user", bucket: "seed-lots.create", message: "You have added many seed lots. Please wait a while." }] as Limit<unknown>[],
  seedGift: [{ points: 20, per: 24 * HOUR, by: "user", bucket: "seed-lots.gift", message: "You have recorded many gifts today. Please try again tomorrow." }] as Limit<unknown>[],
  growOutReport: [{ points: 30, per: HOUR, by: "user", bucket: "seed-lots.report", message: "You have sent many reports. Please wait a while." }] as Limit<unknown>[],
} as const;
