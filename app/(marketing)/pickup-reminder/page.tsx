import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { load } from "@/app/_doors/page";
import { ComingConfirm } from "@/components/handover/coming-confirm";
import { Logo } from "@/components/shell/logo";
import { buttonClass } from "@/components/ui/button";
import { isAppError } from "@/lib/errors";
import { checkComingLink, type ComingLink } from "@/lib/handover/coming-link";

export const metadata: Metadata = { title: "Still coming?", robots: { index: false, follow: false } };

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
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col items-center bg-cream px-4 py-10 outline-none">
      <Logo />
      <div className="mt-8 w-full max-w-md rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
        {!link ? (
          <>
            <h1 className="text-2xl font-bold text-primary">This link does not work</h1>
            <p className="mt-3 text-muted">{problem}</p>
          </>
        ) : link.done ? (
          <>
            <h1 className="text-2xl font-bold text-primary">Already answered</h1>
            <p dir="auto" className="user-text mt-3 text-muted">
              “{title}” is no longer waiting for your answer.
            </p>
          </>
        ) : (
          <>
            <h1 dir="auto" className="user-text text-2xl font-bold text-primary">
              {link.answer === "yes" ? `Still coming for “${title}”?` : `Can't make it for “${title}”?`}
            </h1>
            <p className="mt-3 text-muted">{link.answer === "yes" ? "The owner is told you're on your way." : "The reservation is released at once, so the owner can offer it to someone else."}</p>
            <div className="mt-6">
              <ComingConfirm token={token} answer={link.answer} title={title} />
            </div>
          </>
        )}
        <div className="mt-6 flex justify-center">
          <Link href="/my-trades" className={buttonClass({ variant: "outline" })}>
            Go to My trades
          </Link>
        </div>
      </div>
    </main>
  );
}
