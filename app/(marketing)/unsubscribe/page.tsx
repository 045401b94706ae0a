import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { EmailSettings } from "@/components/notifications/email-settings";
import { Logo } from "@/components/shell/logo";
import { buttonClass } from "@/components/ui/button";
import { load } from "@/app/_doors/page";
import { getUnsubscribeState } from "@/lib/notifications/get-unsubscribe-state";

export const metadata: Metadata = {
  title: "E-mail notifications",
  description: "Turn GardenSwap notification e-mails on or off.",
  robots: { index: false, follow: false },
};

/** A reply e-mail's link is about one kind (decision 0204); older links cover matches and friend requests. */
const ONE_KIND: Record<string, { on: string; off: string }> = {
  messages: {
    on: "You receive an e-mail when a gardener's message is still unread a few minutes later.",
    off: "We won't e-mail you about new messages any more. They still show up in the app, and you can choose other e-mails on your profile.",
  },
  trades: {
    on: "You receive an e-mail when a trade update (reserved, handed over, thanks) is still unseen a few minutes later.",
    off: "We won't e-mail you about trade updates any more. They still show up in the app, and you can choose other e-mails on your profile.",
  },
};

type Search = { token?: string | string[]; done?: string | string[]; invalid?: string | string[] };

/**
 * Where the one-click unsubscribe link lands (after /api/unsubscribe turned e-mails off), and the
 * place to turn them back on. No login: the e-mail's signed token is the proof.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const token = typeof sp.token === "string" ? sp.token : "";
  const state = token ? await load(getUnsubscribeState, { token }) : null;

  return (
    <main id="main" tabIndex={-1} className="outline-none flex min-h-dvh flex-col items-center bg-cream px-4 py-10">
      <Logo />
      <div className="mt-8 w-full max-w-md rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
        {!state ? (
          <>
            <h1 className="text-2xl font-bold text-primary">This unsubscribe link is not valid.</h1>
            <p className="mt-3 text-muted">
              It may have been copied only in part. You can always turn notification e-mails off on your profile.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link href="/profile" className={buttonClass()}>
                Go to your profile
              </Link>
              <Link href="/" className={buttonClass({ variant: "outline" })}>
                Go to Home
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-primary">{state.enabled ? "E-mail notifications" : "You're unsubscribed"}</h1>
            <p className="mt-3 text-muted">
              {state.kinds.length === 1 && ONE_KIND[state.kinds[0]]
                ? ONE_KIND[state.kinds[0]][state.enabled ? "on" : "off"]
                : state.enabled
                ? "You receive an e-mail when something from your wish list is listed and when someone sends you a friend request."
                : "We won't send you notification e-mails any more. Matches and friend requests still show up in the app."}
            </p>
            <div className="mt-6">
              <EmailSettings initial={state.enabled} token={token} title="Notification e-mails" />
            </div>
            <p className="mt-6 text-sm">
              <Link href="/listings" className="font-bold text-primary underline">
                Back to the marketplace
              </Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
