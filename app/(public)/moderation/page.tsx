import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getPageViewer, load } from "@/app/_doors/page";
import { DeskActions } from "@/components/moderation/desk-actions";
import { DeskStatus } from "@/components/moderation/desk-status";
import { DisputeCard } from "@/components/moderation/dispute-desk";
import { listDisputes } from "@/lib/moderation/disputes";
import { ModeratorGrants } from "@/components/moderation/moderator-grants";
import { listReports, type AuditEntry } from "@/lib/moderation/list-reports";

export const metadata: Metadata = { title: "Moderation", robots: { index: false } };

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
const ACTION_LABELS: Record<string, string> = {
  dismiss: "dismissed reports",
  hide: "hid a listing",
  restore: "restored a listing",
  delete_message: "deleted a message",
  warn: "warned",
  suspend: "suspended",
  ban: "banned",
  restore_user: "restored the account of",
  auto_hide: "hid a listing automatically",
  grant_moderator: "made a moderator:",
  revoke_moderator: "took moderator rights from",
  review_requested: "put on the desk a review asked for by",
  uphold_dispute: "upheld a disputed no-show of",
  drop_dispute: "dropped a disputed no-show of",
  group_hide: "hid a listing in their group",
  group_unhide: "showed a listing again in their group",
};

/** Who acted: a moderator, the operator's command line, MODERATOR_EMAILS, or GardenSwap itself. */
const actorOf = (a: AuditEntry) => (a.moderator ? `@${a.moderator}` : a.actor === "command line" ? "Command line" : a.actor === "config" ? "Config (MODERATOR_EMAILS)" : "GardenSwap");

const TARGET_NAMES: Record<string, string> = { listing: "listing", message: "message", thanks: "thank-you note" };

/** What the audit line says was done; hiding and restoring name their target (a listing or a note). */
function actionLabel(a: AuditEntry) {
  if (a.target_type === "thanks" && (a.action === "hide" || a.action === "restore")) return `${a.action === "hide" ? "hid" : "restored"} a thank-you note`;
  return ACTION_LABELS[a.action] ?? a.action;
}

function AuditLine({ a }: { a: AuditEntry }) {
  return (
    <li className="px-4 py-2.5 text-sm">
      <span className="text-muted">{when(a.created_at)}</span> · <strong>{actorOf(a)}</strong> {actionLabel(a)}
      {a.subject && <> · @{a.subject.username}</>}
      {a.target_type && a.target_type !== "user" && (
        <>
          {" "}
          ({TARGET_NAMES[a.target_type] ?? a.target_type} {a.target_id})
        </>
      )}
      {a.until && <> until {when(a.until)}</>}
      {a.reason && <span dir="auto" className="user-text block text-muted">“{a.reason}”</span>}
    </li>
  );
}

/** /moderation: the trust-and-safety desk, for moderators only (everyone else gets the 404 page). */
export default async function ModerationPage() {
  const viewer = await getPageViewer();
  if (!viewer?.isModerator) notFound();
  const desk = await load(listReports, {});
  const disputes = await load(listDisputes, {});
  return (
    <div className="mx-auto max-w-3xl space-y-6 pt-2">
      <header>
        <h1 className="text-2xl text-primary">Moderation desk</h1>
        <p>
          <Link href="/moderation/dashboard" className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-4">
            Operator&rsquo;s dashboard: the last 12 weeks
          </Link>
        </p>
        <p className="text-muted">
          {desk.groups.length === 0 ? "No open reports. All clear." : `${desk.groups.length} reported ${desk.groups.length === 1 ? "thing" : "things"} waiting, most reported first.`}
        </p>
      </header>

      <DeskStatus>
        <ul className="space-y-4" aria-label="Open reports">
          {desk.groups.map((g) => (
            <li key={`${g.target_type}:${g.target_id}`} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg text-primary">
                  {g.target_type === "listing" ? (
                    <Link href={`/listings/${g.target_id}`} className="underline-offset-4 hover:underline">
                      Listing #{g.target_id}
                    </Link>
                  ) : g.target_type === "message" ? (
                    `Message #${g.target_id}`
                  ) : g.target_type === "thanks" ? (
                    `Thank-you note #${g.target_id}`
                  ) : (
                    "Gardener"
                  )}{" "}
                  by{" "}
                  <Link href={`/seller/${g.subject.id}`} className="underline-offset-4 hover:underline">
                    @{g.subject.username}
                  </Link>
                </h2>
                <span className="rounded-full bg-primary-soft px-3 py-1 text-sm font-bold text-primary">
                  {g.report_count} {g.report_count === 1 ? "report" : "reports"}
                </span>
              </div>
              <div className="flex flex-wrap gap-2 text-sm">
                {g.hidden && <span className="rounded-full bg-stone-100 px-2.5 py-0.5 font-bold text-ink">Hidden</span>}
                {g.review_requested && <span className="rounded-full bg-secondary-soft px-2.5 py-0.5 font-bold text-secondary">Owner asked for a review</span>}
                {g.subject.banned && <span className="rounded-full bg-red-50 px-2.5 py-0.5 font-bold text-red-800">Banned</span>}
                {g.subject.suspended_until && <span className="rounded-full bg-red-50 px-2.5 py-0.5 font-bold text-red-800">Suspended until {when(g.subject.suspended_until)}</span>}
                <span className="text-muted">
                  {g.prior_reports} earlier {g.prior_reports === 1 ? "report" : "reports"} about @{g.subject.username}
                </span>
              </div>
              <blockquote dir="auto" className="user-text whitespace-pre-line rounded-xl border-l-4 border-secondary bg-cream px-4 py-3 text-ink">{g.content || "—"}</blockquote>
              <ul className="space-y-2" aria-label="Reports">
                {g.reports.map((r) => (
                  <li key={r.id} className="text-sm">
                    <strong>{r.reason_label}</strong> · @{r.reporter.username} · <span className="text-muted">{when(r.created_at)}</span>
                    {r.note && <span dir="auto" className="user-text block whitespace-pre-line text-ink">“{r.note}”</span>}
                  </li>
                ))}
              </ul>
              {g.prior_actions.length > 0 && (
                <details className="text-sm">
                  <summary className="cursor-pointer py-2 font-bold text-primary">Earlier actions on @{g.subject.username}</summary>
                  <ul className="divide-y divide-line">
                    {g.prior_actions.map((a) => (
                      <AuditLine key={a.id} a={a} />
                    ))}
                  </ul>
                </details>
              )}
              <DeskActions group={g} />
            </li>
          ))}
        </ul>

        {disputes.length > 0 && (
          <section aria-labelledby="disputes-heading" className="mt-6">
            <h2 id="disputes-heading" className="mb-2 text-lg text-primary">
              Disputed no-shows
            </h2>
            <ul className="space-y-4">
              {disputes.map((d) => (
                <DisputeCard key={d.id} d={d} />
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="moderators-heading" className="mt-6">
          <h2 id="moderators-heading" className="mb-2 text-lg text-primary">
            Who can moderate
          </h2>
          <ModeratorGrants moderators={desk.moderators} me={viewer.id} />
        </section>
      </DeskStatus>

      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="mb-2 text-lg text-primary">
          Audit log
        </h2>
        {desk.audit_log.length === 0 ? (
          <p className="text-muted">No moderator actions yet.</p>
        ) : (
          <ul className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
            {desk.audit_log.map((a) => (
              <AuditLine key={a.id} a={a} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
