import { REPORT_REASONS, REPORT_TARGETS } from "@/db/schema";

export { REPORT_REASONS, REPORT_TARGETS };
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
/** Distinct gardeners whose open reports hide a listing at once, until a moderator decides. */
export const HIDE_AFTER_REPORTS = 3;
