import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { load } from "@/app/_doors/page";
import { ComingConfirm } from "@/components/handover/coming-confirm";
import { Logo } from "@/components/shell/logo";
import { buttonClass } from "@/components/ui/button";
import { isAppError } from "@/lib/errors";
import { checkComingLink, COMING_LINK_INVALID, type ComingLink } from "@/lib/handover/coming-link";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { detailIn } from "@/app/_doors/details";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("tradesPickup"))("metaTitle"), robots: { index: false, follow: false } };
}

type Search = { token?: string | string[] };

/**
 * Where the pickup reminder's "Still coming" and "Can't make it" links land (issue 32): no login, the
 * signed token is the proof, for this trade and this answer only. One button confirms.
 */
export default async function PickupReminderPage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const token = typeof sp.token === "string" ? sp.token : "";
  let link: ComingLink | null = null;
  let problem: string | null = null;
  try {
    link = await load(checkComingLink, { token });
  } catch (e) {
    if (!isAppError(e)) throw e;
    problem = e.message;
  }
  const title = link?.listing.title ?? "";
  const [t, coming, locale] = await Promise.all([getT("tradesPickup"), getWords("tradesComing"), pageLocale()]);
  // The link's problem in the page's language (an unknown one stays as the API says it).
  const problemText = problem === COMING_LINK_INVALID ? t("invalid") : problem && String(detailIn(problem, locale));
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col items-center bg-cream px-4 py-10 outline-none">
      <Logo />
      <div className="mt-8 w-full max-w-md rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
        {!link ? (
          <>
            <h1 className="text-2xl font-bold text-primary">{t("broken")}</h1>
            <p className="mt-3 text-muted">{problemText}</p>
          </>
        ) : link.done ? (
          <>
            <h1 className="text-2xl font-bold text-primary">{t("alreadyAnswered")}</h1>
            <p dir="auto" className="user-text mt-3 text-muted">
              {t("notWaiting", { title })}
            </p>
          </>
        ) : (
          <>
            <h1 dir="auto" className="user-text text-2xl font-bold text-primary">
              {t(link.answer === "yes" ? "askComing" : "askCant", { title })}
            </h1>
            <p className="mt-3 text-muted">{t(link.answer === "yes" ? "ownerTold" : "releasedAtOnce")}</p>
            <div className="mt-6">
              <ComingConfirm token={token} answer={link.answer} title={title} words={coming} />
            </div>
          </>
        )}
        <div className="mt-6 flex justify-center">
          <Link href="/my-trades" className={buttonClass({ variant: "outline" })}>
            {t("goToMyTrades")}
          </Link>
        </div>
      </div>
    </main>
  );
}
