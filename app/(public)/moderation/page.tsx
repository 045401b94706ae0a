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
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages/en";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("mailDesk"))("title"), robots: { index: false } };
}

type T = Awaited<ReturnType<typeof getT<"mailDesk">>>;

/** The desk's dates and times, in UTC (said so), in the page's language. */
const whenIn = (t: T, locale: Locale) => (iso: string) =>
  t("at", { date: new Date(iso).toLocaleString(locale === "en" ? "en-GB" : locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) });

const ACTIONS = new Set(["dismiss", "hide", "restore", "delete_message", "warn", "suspend", "ban", "restore_user", "auto_hide", "grant_moderator", "revoke_moderator", "review_requested", "uphold_dispute", "drop_dispute", "group_hide", "group_unhide"]);
type ActionKey = keyof Messages["mailDesk"]["actions"];
const TARGETS = new Set(["listing", "message", "thanks"]);

/** Who acted: a moderator, the operator's command line, MODERATOR_EMAILS, or GardenSwap itself. */
const actorOf = (a: AuditEntry, t: T) => (a.moderator ? `@${a.moderator}` : a.actor === "command line" ? t("commandLine") : a.actor === "config" ? t("config", { name: "MODERATOR_EMAILS" }) : "GardenSwap");

/** What the audit line says was done; hiding and restoring name their target (a listing or a note). */
function actionLabel(a: AuditEntry, t: T) {
  if (a.target_type === "thanks" && (a.action === "hide" || a.action === "restore")) return t(a.action === "hide" ? "actions.hideThanks" : "actions.restoreThanks");
  return ACTIONS.has(a.action) ? t(`actions.${a.action as ActionKey}`) : a.action;
}

function AuditLine({ a, t, when }: { a: AuditEntry; t: T; when: (iso: string) => string }) {
  return (
    <li className="px-4 py-2.5 text-sm">
      <span className="text-muted">{when(a.created_at)}</span> · <strong>{actorOf(a, t)}</strong> {actionLabel(a, t)}
      {a.subject && <> · @{a.subject.username}</>}
      {a.target_type && a.target_type !== "user" && (
        <>
          {" "}
          ({TARGETS.has(a.target_type) ? t(`targets.${a.target_type as "listing" | "message" | "thanks"}`) : a.target_type} {a.target_id})
        </>
      )}
      {a.until && <> {t("until", { when: when(a.until) })}</>}
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
  const [t, locale, actionWords, disputeWords, grantWords, safety] = await Promise.all([getT("mailDesk"), pageLocale(), getWords("mailDeskActions"), getWords("mailDispute"), getWords("mailGrants"), getT("peopleSafety")]);
  const when = whenIn(t, locale);
  return (
    <div className="mx-auto max-w-3xl space-y-6 pt-2">
      <header>
        <h1 className="text-2xl text-primary">{t("heading")}</h1>
        <p>
          <Link href="/moderation/dashboard" className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-4">
            {t("dashboardLink")}
          </Link>
        </p>
        <p className="text-muted">
          {desk.groups.length === 0 ? t("allClear") : t("waiting", { n: desk.groups.length })}
        </p>
      </header>

      <DeskStatus>
        <ul className="space-y-4" aria-label={t("openReports")}>
          {desk.groups.map((g) => (
            <li key={`${g.target_type}:${g.target_id}`} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg text-primary">
                  {t.rich("by", {
                    what:
                      g.target_type === "listing"
                        ? t("listing", { id: g.target_id })
                        : g.target_type === "message"
                          ? t("message", { id: g.target_id })
                          : g.target_type === "thanks"
                            ? t("thanks", { id: g.target_id })
                            : t("gardener"),
                    username: g.subject.username,
                    target: (chunks) =>
                      g.target_type === "listing" ? (
                        <Link href={`/listings/${g.target_id}`} className="underline-offset-4 hover:underline">
                          {chunks}
                        </Link>
                      ) : (
                        chunks
                      ),
                    who: (chunks) => (
                      <Link href={`/seller/${g.subject.id}`} className="underline-offset-4 hover:underline">
                        {chunks}
                      </Link>
                    ),
                  })}
                </h2>
                <span className="rounded-full bg-primary-soft px-3 py-1 text-sm font-bold text-primary">
                  {t("reports", { n: g.report_count })}
                </span>
              </div>
              <div className="flex flex-wrap gap-2 text-sm">
                {g.hidden && <span className="rounded-full bg-stone-100 px-2.5 py-0.5 font-bold text-ink">{t("hidden")}</span>}
                {g.review_requested && <span className="rounded-full bg-secondary-soft px-2.5 py-0.5 font-bold text-secondary">{t("reviewAsked")}</span>}
                {g.subject.banned && <span className="rounded-full bg-red-50 px-2.5 py-0.5 font-bold text-red-800">{t("banned")}</span>}
                {g.subject.suspended_until && <span className="rounded-full bg-red-50 px-2.5 py-0.5 font-bold text-red-800">{t("suspendedUntil", { when: when(g.subject.suspended_until) })}</span>}
                <span className="text-muted">
                  {t("earlier", { n: g.prior_reports, username: g.subject.username })}
                </span>
              </div>
              <blockquote dir="auto" className="user-text whitespace-pre-line rounded-xl border-l-4 border-secondary bg-cream px-4 py-3 text-ink">{g.content || "—"}</blockquote>
              <ul className="space-y-2" aria-label={t("reportsLabel")}>
                {g.reports.map((r) => (
                  <li key={r.id} className="text-sm">
                    <strong>{safety(`reasons.${r.reason}`)}</strong> · @{r.reporter.username} · <span className="text-muted">{when(r.created_at)}</span>
                    {r.note && <span dir="auto" className="user-text block whitespace-pre-line text-ink">“{r.note}”</span>}
                  </li>
                ))}
              </ul>
              {g.prior_actions.length > 0 && (
                <details className="text-sm">
                  <summary className="cursor-pointer py-2 font-bold text-primary">{t("earlierActions", { username: g.subject.username })}</summary>
                  <ul className="divide-y divide-line">
                    {g.prior_actions.map((a) => (
                      <AuditLine key={a.id} a={a} t={t} when={when} />
                    ))}
                  </ul>
                </details>
              )}
              <DeskActions group={g} words={actionWords} />
            </li>
          ))}
        </ul>

        {disputes.length > 0 && (
          <section aria-labelledby="disputes-heading" className="mt-6">
            <h2 id="disputes-heading" className="mb-2 text-lg text-primary">
              {t("disputes")}
            </h2>
            <ul className="space-y-4">
              {disputes.map((d) => (
                <DisputeCard key={d.id} d={d} words={disputeWords} />
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="moderators-heading" className="mt-6">
          <h2 id="moderators-heading" className="mb-2 text-lg text-primary">
            {t("whoModerates")}
          </h2>
          <ModeratorGrants moderators={desk.moderators} me={viewer.id} words={grantWords} />
        </section>
      </DeskStatus>

      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="mb-2 text-lg text-primary">
          {t("audit")}
        </h2>
        {desk.audit_log.length === 0 ? (
          <p className="text-muted">{t("noActions")}</p>
        ) : (
          <ul className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
            {desk.audit_log.map((a) => (
              <AuditLine key={a.id} a={a} t={t} when={when} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
