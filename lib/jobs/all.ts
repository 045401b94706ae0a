/**
 * Every module that defines jobs or subscribes to domain events (lib/events), so that server.ts's
 * workers know every job and every event reaches its subscribers. A new such module is added here
 * (its queue is created at start, before any request can enqueue into it). db/test-setup.ts loads it too.
 */
import "@/lib/accounts/password-reset";
// Confirmation links (issue 29; issue 31 sends them for a new address too): without this the worker never knew the job.
import "@/lib/accounts/email-verification";
import "@/lib/mail";
import "@/lib/notifications/events";
import "@/lib/notifications/reply-mail";
import "@/lib/images";
import "@/lib/push/send";
import "@/lib/crops/backfill";
import "@/lib/notifications/expiry-reminders";
// Next in line (issue 32): a release enqueues trades.listing-freed; lib/queue offers and lapses first refusals.
import "@/lib/trades/listing-freed";
import "@/lib/queue/jobs";
import "@/lib/notifications/handover-reminders";
// Swap days (issue 34): the pre-swap notice and the next occurrence of a series.
import "@/lib/swap-days/jobs";
// Seed lots (issue 36): a completed seed trade makes the receiver's lot; the grow-out prompt.
import "@/lib/seed-lots/events";
// Seasons (issue 35): sleeping wishes wake when their season opens.
import "@/lib/seasons/wake";
// Gluts (issue 36): the fair chance draw at "I'll choose at …".
import "@/lib/gluts/draw";
