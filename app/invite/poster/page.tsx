import type { Metadata } from "next";
import { Logo } from "@/components/shell/logo";
import { neighbourInviteUrl } from "@/components/invite/invite-url";
import { PrintButton } from "@/components/invite/print-button";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { QrCode } from "@/components/ui/qr-code";
import { getPageViewer, load, visitorArea } from "@/app/_doors/page";
import { measuringFrom } from "@/lib/listings/measuring-from";

export const metadata: Metadata = { title: "Invite your neighbours: a poster", robots: { index: false } };

/** The poster's place line is the gardener's own words, short enough for one line on A4. */
const PLACE_MAX = 60;

/**
 * A printable poster for a street, a noticeboard or an allotment shed (issue 31, item 7): a QR code
 * and the link to the inviter's profile (or the landing page), and how GardenSwap works. On screen a
 * small form names the place; print styles leave only the poster, on white.
 */
export default async function PosterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [viewer, params] = await Promise.all([getPageViewer(), searchParams]);
  const area = await load(measuringFrom, { near: await visitorArea(viewer) }).catch(() => null);
  const raw = Array.isArray(params.place) ? params.place[0] : params.place;
  const place = (raw ?? area?.label ?? "").trim().slice(0, PLACE_MAX);
  const url = neighbourInviteUrl(viewer?.id ?? null);
  const shown = url.replace(/^https?:\/\//, "");
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-6 px-4 py-6 outline-none print:max-w-none print:p-0">
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-line print:hidden">
        <h1 className="text-2xl text-primary">A poster for your neighbours</h1>
        <p className="text-muted">Name the street, allotment or place it is for, then print it and put it up where gardeners pass.</p>
        <form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col gap-1 text-sm font-bold text-ink">
            Street, allotment or place (optional)
            <input
              name="place"
              defaultValue={place}
              maxLength={PLACE_MAX}
              className="h-11 rounded-xl border border-line bg-white px-3 text-base font-normal text-ink"
              placeholder="Meanwood Allotments"
            />
          </label>
          <Button type="submit" variant="outline">
            Update
          </Button>
        </form>
        <div className="flex flex-wrap items-center gap-3">
          <PrintButton />
          <Link href="/listings" className="inline-flex min-h-11 items-center px-2 font-bold text-primary underline-offset-4 hover:underline">
            Back to the marketplace
          </Link>
        </div>
      </div>

      <article
        aria-label="Poster"
        className="flex flex-col items-center gap-6 rounded-3xl border-4 border-dashed border-secondary/40 bg-white p-8 text-center text-ink print:min-h-[260mm] print:justify-center print:rounded-none print:border-0 print:bg-[#fff] print:text-[#1f1a17]"
      >
        <Logo />
        <h2 className="text-4xl leading-tight text-primary print:text-[#501C19] md:text-5xl">
          Got seeds, seedlings or a glut of courgettes?
        </h2>
        <p className="max-w-xl text-xl">
          Swap them, give them away or find what you are missing with the gardeners
          {place ? (
            <>
              {" "}
              of <strong className="user-text">{place}</strong>
            </>
          ) : (
            " around you"
          )}
          . Free, and your address is never shown.
        </p>
        <div className="rounded-2xl border-2 border-[#24440D] bg-[#fff] p-3">
          <QrCode value={url} size={240} label="QR code to join GardenSwap" />
        </div>
        <p className="text-lg">
          Scan with your phone camera, or go to <strong className="break-all text-primary print:text-[#501C19]">{shown}</strong>
        </p>
        <ol className="grid w-full max-w-2xl gap-3 text-left sm:grid-cols-3 print:grid-cols-3">
          <li className="rounded-2xl bg-secondary-soft p-4 print:bg-[#e8f0e0] print:text-[#24440D]">
            <strong className="block text-secondary print:text-[#24440D]">1. List</strong> what you can spare, with a photo.
          </li>
          <li className="rounded-2xl bg-secondary-soft p-4 print:bg-[#e8f0e0] print:text-[#24440D]">
            <strong className="block text-secondary print:text-[#24440D]">2. Wish</strong> for what you want; we tell you when it turns up nearby.
          </li>
          <li className="rounded-2xl bg-secondary-soft p-4 print:bg-[#e8f0e0] print:text-[#24440D]">
            <strong className="block text-secondary print:text-[#24440D]">3. Meet</strong> your neighbours and swap.
          </li>
        </ol>
      </article>
    </main>
  );
}
