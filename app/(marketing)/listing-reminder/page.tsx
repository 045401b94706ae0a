import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { load } from "@/app/_doors/page";
import { Logo } from "@/components/shell/logo";
import { ReminderConfirm } from "@/components/trades/reminder-confirm";
import { buttonClass } from "@/components/ui/button";
import { isAppError } from "@/lib/errors";
import { checkReminderLink, type ReminderLink } from "@/lib/trades/reminder-link";

export const metadata: Metadata = { title: "Is it still available?", robots: { index: false, follow: false } };

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
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col items-center bg-cream px-4 py-10 outline-none">
      <Logo />
      <div className="mt-8 w-full max-w-md rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
        {!link ? (
          <>
            <h1 className="text-2xl font-bold text-primary">This link does not work</h1>
            <p className="mt-3 text-muted">{problem}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link href="/my-listings" className={buttonClass()}>
                Go to my lists
              </Link>
            </div>
          </>
        ) : link.done ? (
          <>
            <h1 className="text-2xl font-bold text-primary">Already done</h1>
            <p dir="auto" className="user-text mt-3 text-muted">
              {link.action === "gone" || link.listing.state_id === 3
                ? `“${title}” is no longer in the marketplace.`
                : `“${title}” was renewed${link.listing.available_until ? ` and is offered until ${link.listing.available_until}` : ""}.`}
            </p>
            <Link href={`/listings/${link.listing.id}`} className={`${buttonClass({ variant: "outline" })} mt-6`}>
              Open the listing
            </Link>
          </>
        ) : (
          <>
            <h1 dir="auto" className="user-text text-2xl font-bold text-primary">
              {link.action === "renew" ? `Is “${title}” still available?` : `Is “${title}” gone?`}
            </h1>
            <p className="mt-3 text-muted">
              {link.action === "renew"
                ? `It stays in the marketplace for another ${link.renew_days} days from today.`
                : "It leaves the marketplace and matching. It stays in your lists, marked as completed."}
            </p>
            <div className="mt-6">
              <ReminderConfirm token={token} action={link.action} title={title} listingId={link.listing.id} />
            </div>
          </>
        )}
      </div>
    </main>
  );
}
