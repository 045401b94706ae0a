import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { EmailSettings } from "@/components/notifications/email-settings";
import { Logo } from "@/components/shell/logo";
import { buttonClass } from "@/components/ui/button";
import { load } from "@/app/_doors/page";
import { getUnsubscribeState } from "@/lib/notifications/get-unsubscribe-state";
import { getT, getWords } from "@/app/_doors/locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("tradesUnsubscribe");
  return { title: t("metaTitle"), description: t("metaDescription"), robots: { index: false, follow: false } };
}

/** A reply e-mail's link is about one kind (decision 0204); older links cover matches and friend requests. */
const ONE_KIND = {
  messages: { on: "messagesOn", off: "messagesOff" },
  trades: { on: "tradesOn", off: "tradesOff" },
} as const;
const oneKind = (kind: string) => (kind === "messages" || kind === "trades" ? ONE_KIND[kind] : null);

type Search = { token?: string | string[]; done?: string | string[]; invalid?: string | string[] };

/**
 * Where the one-click unsubscribe link lands (after /api/unsubscribe turned e-mails off), and the
 * place to turn them back on. No login: the e-mail's signed token is the proof.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const token = typeof sp.token === "string" ? sp.token : "";
  const state = token ? await load(getUnsubscribeState, { token }) : null;
  const t = await getT("tradesUnsubscribe");
  const one = state?.kinds.length === 1 ? oneKind(state.kinds[0]) : null;

  return (
    <main id="main" tabIndex={-1} className="outline-none flex min-h-dvh flex-col items-center bg-cream px-4 py-10">
      <Logo />
      <div className="mt-8 w-full max-w-md rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
        {!state ? (
          <>
            <h1 className="text-2xl font-bold text-primary">{t("invalid")}</h1>
            <p className="mt-3 text-muted">
              {t("invalidHelp")}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link href="/profile" className={buttonClass()}>
                {t("goToProfile")}
              </Link>
              <Link href="/" className={buttonClass({ variant: "outline" })}>
                {t("goHome")}
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-primary">{t(state.enabled ? "title" : "unsubscribed")}</h1>
            <p className="mt-3 text-muted">
              {t(one ? one[state.enabled ? "on" : "off"] : state.enabled ? "allOn" : "allOff")}
            </p>
            <div className="mt-6">
              <EmailSettings initial={state.enabled} token={token} title={t("settingsTitle")} words={await getWords("accountEmailSwitch")} />
            </div>
            <p className="mt-6 text-sm">
              <Link href="/listings" className="font-bold text-primary underline">
                {t("backToMarket")}
              </Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
