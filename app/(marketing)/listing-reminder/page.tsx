import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { load } from "@/app/_doors/page";
import { Logo } from "@/components/shell/logo";
import { ReminderConfirm } from "@/components/trades/reminder-confirm";
import { buttonClass } from "@/components/ui/button";
import { isAppError } from "@/lib/errors";
import { checkReminderLink, LINK_INVALID, type ReminderLink } from "@/lib/trades/reminder-link";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { detailIn } from "@/app/_doors/details";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("tradesReminder"))("metaTitle"), robots: { index: false, follow: false } };
}

type Search = { token?: string | string[] };

/**
 * Where the freshness reminder's "Still available" and "It's gone" links land (issue 15): no login,
 * the signed token is the proof, for this listing and this choice only. One button confirms.
 */
export default async function ListingReminderPage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const token = typeof sp.token === "string" ? sp.token : "";
  let link: ReminderLink | null = null;
  let problem: string | null = null;
  try {
    link = await load(checkReminderLink, { token });
  } catch (e) {
    if (!isAppError(e)) throw e;
    problem = e.message;
  }
  const title = link?.listing.title ?? "";
  const [t, confirm, locale] = await Promise.all([getT("tradesReminder"), getWords("tradesReminderConfirm"), pageLocale()]);
  // The link's problem in the page's language (an unknown one stays as the API says it).
  const problemText = problem === LINK_INVALID ? t("invalid") : problem && String(detailIn(problem, locale));
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col items-center bg-cream px-4 py-10 outline-none">
      <Logo />
      <div className="mt-8 w-full max-w-md rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
        {!link ? (
          <>
            <h1 className="text-2xl font-bold text-primary">{t("broken")}</h1>
            <p className="mt-3 text-muted">{problemText}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link href="/my-listings" className={buttonClass()}>
                {t("goToLists")}
              </Link>
            </div>
          </>
        ) : link.done ? (
          <>
            <h1 className="text-2xl font-bold text-primary">{t("alreadyDone")}</h1>
            <p dir="auto" className="user-text mt-3 text-muted">
              {link.action === "gone" || link.listing.state_id === 3
                ? t("gone", { title })
                : link.listing.available_until
                  ? t("renewedUntil", { title, until: link.listing.available_until })
                  : t("renewed", { title })}
            </p>
            <Link href={`/listings/${link.listing.id}`} className={`${buttonClass({ variant: "outline" })} mt-6`}>
              {t("openListing")}
            </Link>
          </>
        ) : (
          <>
            <h1 dir="auto" className="user-text text-2xl font-bold text-primary">
              {t(link.action === "renew" ? "askRenew" : "askGone", { title })}
            </h1>
            <p className="mt-3 text-muted">
              {link.action === "renew" ? t("staysDays", { days: link.renew_days }) : t("leaves")}
            </p>
            <div className="mt-6">
              <ReminderConfirm token={token} action={link.action} title={title} listingId={link.listing.id} words={confirm} />
            </div>
          </>
        )}
      </div>
    </main>
  );
}
