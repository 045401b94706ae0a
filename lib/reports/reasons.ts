// Imports nothing but a pure helper: the report form (a client component) ships this module; db/schema.ts builds its enums from it.
import { groupDigits } from "@/lib/validation/group-digits";

/** "thanks" is a thank-you note (trade_thanks); its subject is the note's author. */
export const REPORT_TARGETS = ["listing", "user", "message", "thanks"] as const;
export const REPORT_REASONS = ["spam_scam", "offensive", "prohibited_plant", "not_gardening", "unsafe_meeting", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The reasons as the report form and the desk show them. */
export const REASON_LABELS: Record<ReportReason, string> = {
  spam_scam: "Spam or scam",
  offensive: "Offensive or harassing",
  prohibited_plant: "Prohibited or invasive plant",
  not_gardening: "Not a gardening item",
  unsafe_meeting: "No-show or unsafe meeting",
  other: "Other",
};

export const NOTE_MAX = 1000;
export const NOTE_TOO_LONG = `Keep the note under ${groupDigits(NOTE_MAX)} characters`;
/** Distinct gardeners in good standing whose open reports hide a listing at once, until a moderator decides. */
export const HIDE_AFTER_REPORTS = 3;
/**
 * Good standing (issue 29): a reporter counts towards auto-hide only with a confirmed address, an
 * account at least this many days old, and no open or upheld reports about themselves.
 */
export const GOOD_STANDING_DAYS = 3;
