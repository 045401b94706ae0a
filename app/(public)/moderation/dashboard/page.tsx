import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/ui/link";
import { getPageViewer, load } from "@/app/_doors/page";
import { operatorMetrics, type OperatorWeek } from "@/lib/moderation/operator-metrics";
import { getT, pageLocale } from "@/app/_doors/locale";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("mailDashboard"))("title"), robots: { index: false } };
}

type T = Awaited<ReturnType<typeof getT<"mailDashboard">>>;

type Metric = { key: string; label: string; value: (w: OperatorWeek) => number | null; show: (w: OperatorWeek) => string; detail?: (w: OperatorWeek) => string };

/** The six figures, in the page's language (`locale` for the numbers and dates). */
function metricsIn(t: T, locale: Locale): Metric[] {
  // English keeps its plain counts; the others their own digits and separators.
  const count = (v: number) => (locale === "en" ? String(v) : v.toLocaleString(locale));
  const pct = (v: number | null) => (v === null ? "—" : `${count(Math.round(v * 100))}%`);
  const hours = (v: number | null) => (v === null ? "—" : v < 1 ? t("minutes", { n: count(Math.round(v * 60)) }) : t("hours", { n: v.toLocaleString(locale === "en" ? "en-US" : locale) }));
  return [
    { key: "listings", label: t("listings"), value: (w) => w.new_listings, show: (w) => count(w.new_listings) },
    { key: "trades", label: t("trades"), value: (w) => w.completed_trades, show: (w) => count(w.completed_trades) },
    { key: "reply", label: t("reply"), value: (w) => w.median_first_reply_hours, show: (w) => hours(w.median_first_reply_hours), detail: (w) => t("answered", { n: count(w.first_replies) }) },
    { key: "noshow", label: t("noShow"), value: (w) => w.no_show_rate, show: (w) => pct(w.no_show_rate), detail: (w) => t("of", { part: count(w.no_shows), whole: count(w.pickups_ended) }) },
    { key: "conversion", label: t("conversion"), value: (w) => w.match_conversion, show: (w) => pct(w.match_conversion), detail: (w) => t("of", { part: count(w.matches_traded), whole: count(w.match_notifications) }) },
    { key: "reports", label: t("reports"), value: (w) => w.reports_handled, show: (w) => count(w.reports_handled) },
  ];
}

/** Twelve small bars, one a week; decoration only (aria-hidden): the table below carries every figure. */
function Sparkline({ values }: { values: (number | null)[] }) {
  const max = Math.max(0, ...values.map((v) => v ?? 0));
  return (
    <svg aria-hidden viewBox="0 0 120 32" className="h-8 w-full max-w-40" preserveAspectRatio="none">
      {values.map((v, i) => {
        const h = max > 0 && v ? Math.max(2, (v / max) * 30) : 1;
        return <rect key={i} x={i * 10 + 1} y={32 - h} width={8} height={h} rx={1.5} className={v ? "fill-secondary" : "fill-line"} />;
      })}
    </svg>
  );
}

/**
 * /moderation/dashboard (issue 37): how the neighbourhood is doing, week by week, for moderators and
 * the operator (MODERATOR_EMAILS); everyone else gets the 404 page, as for the desk. Counts only.
 */
export default async function OperatorDashboardPage() {
  const viewer = await getPageViewer();
  if (!viewer?.isModerator) notFound();
  const { weeks } = await load(operatorMetrics, {});
  const latest = weeks.at(-1)!;
  const [t, locale] = await Promise.all([getT("mailDashboard"), pageLocale()]);
  const METRICS = metricsIn(t, locale);
  const weekLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(locale === "en" ? "en-GB" : locale, { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <div className="mx-auto max-w-4xl space-y-6 pt-2">
      <header className="space-y-1">
        <h1 className="text-2xl text-primary">{t("heading")}</h1>
        <p className="text-muted">{t("intro")}</p>
        <p>
          <Link href="/moderation" className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-4">
            {t("back")}
          </Link>
        </p>
      </header>

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("glance")}>
        {METRICS.map((m) => (
          <li key={m.key} className="space-y-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
            <p className="text-sm font-bold text-muted">{m.label}</p>
            <p className="text-2xl font-bold text-ink">
              {m.show(latest)} <span className="text-sm font-normal text-muted">
                {t("thisWeek")}
                {m.detail ? ` · ${m.detail(latest)}` : ""}
              </span>
            </p>
            <Sparkline values={weeks.map(m.value)} />
          </li>
        ))}
      </ul>

      <section aria-labelledby="weeks-heading" className="space-y-2">
        <h2 id="weeks-heading" className="text-lg text-primary">
          {t("weekByWeek")}
        </h2>
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-line" tabIndex={0} role="region" aria-labelledby="weeks-heading">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-cream text-ink">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("weekOf")}
                </th>
                {METRICS.map((m) => (
                  <th key={m.key} scope="col" className="px-3 py-2 text-right">
                    {m.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {[...weeks].reverse().map((w) => (
                <tr key={w.week_starting}>
                  <th scope="row" className="px-3 py-2 font-bold">
                    <time dateTime={w.week_starting}>{weekLabel(w.week_starting)}</time>
                  </th>
                  {METRICS.map((m) => (
                    <td key={m.key} className="px-3 py-2 text-right tabular-nums">
                      {m.show(w)}
                      {m.detail && <span className="block text-xs text-muted">{m.detail(w)}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-muted">{t("footnote", { api: "GET /api/admin/metrics" })}</p>
      </section>
    </div>
  );
}
