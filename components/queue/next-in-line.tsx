import Link from "@/components/ui/link";
import { Avatar } from "@/components/ui/avatar";
import { getWords, pageLocale } from "@/app/_doors/locale";
import { fill } from "@/lib/i18n/fill";
import { distanceIn } from "@/lib/i18n/translate";
import type { QueueItem } from "@/lib/queue/next-in-line";
import { Deadline } from "./deadline";

/**
 * The owner's calm "Next in line" (issue 32): who asked about the listing, then who wished for it
 * nearby, and the open offer's deadline. Server-rendered; only the deadline's time is a client island.
 */
export async function NextInLine({ items, stateId }: { items: QueueItem[]; stateId: number }) {
  const [w, locale] = await Promise.all([getWords("tradesQueue"), pageLocale()]);
  const deadline = { today: w.today, tomorrow: w.tomorrow };
  return (
    <section aria-labelledby="next-in-line" className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-line" data-testid="next-in-line">
      <h2 id="next-in-line" className="text-lg font-bold text-primary">
        {w.nextInLine}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{w.nobodyYet}</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {stateId === 2 ? w.ifReleased : w.whenReleased} {w.reserveAnyone}
          </p>
          <ol className="flex flex-col gap-1">
            {items.map((i, n) => (
              <li key={i.user.id} className="flex min-h-11 items-start gap-3 py-1">
                <span aria-hidden className="w-5 text-right text-sm font-bold text-muted">
                  {n + 1}
                </span>
                <Avatar src={i.user.profile_picture} name={i.user.username} size={32} />
                <span className="flex min-w-0 flex-1 flex-col">
                  {/* 44 px tall to the finger (the padding), the row's look unchanged (the negative margin). */}
                  <Link href={`/seller/${i.user.id}`} className="-my-2.5 truncate py-2.5 font-bold text-ink underline-offset-2 hover:underline">
                    {i.user.username}
                  </Link>
                  <span className="text-sm text-muted">
                    {i.reason === "asked" ? w.askedAbout : i.bucket ? fill(w.wishedForAway, { distance: distanceIn(i.bucket, locale) }) : w.wishedFor}
                  </span>
                  {/* Under the name, not beside it: on a phone a pill beside it squeezed the name to a letter. */}
                  {i.offer && (
                    <span className="mt-1 self-start rounded-full bg-secondary-soft px-3 py-1 text-xs font-bold text-secondary">
                      {w.offeredUntil} <Deadline iso={i.offer.expires_at} words={deadline} />
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
