/**
 * Every module that defines jobs, so that server.ts's workers know all of them. A new job module
 * is added here (its queue is created at start, before any request can enqueue into it).
 */
import "@/lib/accounts/password-reset";
import "@/lib/mail";
import "@/lib/notifications/events";
import "@/lib/images";
import "@/lib/push/send";
import "@/lib/crops/backfill";
import "@/lib/trades/expiry-reminders";
