import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Logo } from "@/components/shell/logo";
import { neighbourInviteUrl } from "@/components/invite/invite-url";
import { PrintButton } from "@/components/invite/print-button";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { QrCode } from "@/components/ui/qr-code";
import { getPageViewer, load, visitorArea } from "@/app/_doors/page";
import { getT } from "@/app/_doors/locale";
import { measuringFrom } from "@/lib/listings/measuring-from";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("peopleInvite"))("posterTitle"), robots: { index: false } };
}

/** The poster's place line is the gardener's own words, short enough for one line on A4. */
const PLACE_MAX = 60;

/** A step's first words ("1. List"), on their own line. */
const step = (chunks: ReactNode) => <strong className="block text-secondary print:text-[#24440D]">{chunks}</strong>;

/**
 * A printable poster for a street, a noticeboard or an allotment shed (issue 31, item 7): a QR code
 * and the link to the inviter's profile (or the landing page), and how GardenSwap works. On screen a
 * small form names the place; print styles leave only the poster, on white.
 */
export default async function PosterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [viewer, params, t] = await Promise.all([getPageViewer(), searchParams, getT("peopleInvite")]);
  const area = await load(measuringFrom, { near: await visitorArea(viewer) }).catch(() => null);
  const raw = Array.isArray(params.place) ? params.place[0] : params.place;
  const place = (raw ?? area?.label ?? "").trim().slice(0, PLACE_MAX);
  const url = neighbourInviteUrl(viewer?.id ?? null);
  const shown = url.replace(/^https?:\/\//, "");
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-6 px-4 py-6 outline-none print:max-w-none print:p-0">
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-line print:hidden">
        <h1 className="text-2xl text-primary">{t("posterHeading")}</h1>
        <p className="text-muted">{t("posterIntro")}</p>
        <form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col gap-1 text-sm font-bold text-ink">
            {t("placeLabel")}
            <input
              name="place"
              defaultValue={place}
              maxLength={PLACE_MAX}
              className="h-11 rounded-xl border border-line bg-white px-3 text-base font-normal text-ink"
              placeholder={t("placeExample")}
            />
          </label>
          <Button type="submit" variant="outline">
            {t("update")}
          </Button>
        </form>
        <div className="flex flex-wrap items-center gap-3">
          <PrintButton label={t("print")} />
          <Link href="/listings" className="inline-flex min-h-11 items-center px-2 font-bold text-primary underline-offset-4 hover:underline">
            {t("back")}
          </Link>
        </div>
      </div>

      <article
        aria-label={t("poster")}
        className="flex flex-col items-center gap-6 rounded-3xl border-4 border-dashed border-secondary/40 bg-white p-8 text-center text-ink print:min-h-[260mm] print:justify-center print:rounded-none print:border-0 print:bg-[#fff] print:text-[#1f1a17]"
      >
        <Logo />
        <h2 className="text-4xl leading-tight text-primary print:text-[#501C19] md:text-5xl">
          {t("headline")}
        </h2>
        <p className="max-w-xl text-xl">
          {place ? t.rich("bodyOf", { place, b: (chunks) => <strong className="user-text">{chunks}</strong> }) : t("bodyAround")}
        </p>
        <div className="rounded-2xl border-2 border-[#24440D] bg-[#fff] p-3">
          <QrCode value={url} size={240} label={t("joinQr")} />
        </div>
        <p className="text-lg">
          {t.rich("scanOrGo", { url: shown, b: (chunks) => <strong className="break-all text-primary print:text-[#501C19]">{chunks}</strong> })}
        </p>
        <ol className="grid w-full max-w-2xl gap-3 text-left sm:grid-cols-3 print:grid-cols-3">
          <li className="rounded-2xl bg-secondary-soft p-4 print:bg-[#e8f0e0] print:text-[#24440D]">
            {t.rich("stepList", { b: step })}
          </li>
          <li className="rounded-2xl bg-secondary-soft p-4 print:bg-[#e8f0e0] print:text-[#24440D]">
            {t.rich("stepWish", { b: step })}
          </li>
          <li className="rounded-2xl bg-secondary-soft p-4 print:bg-[#e8f0e0] print:text-[#24440D]">
            {t.rich("stepMeet", { b: step })}
          </li>
        </ol>
      </article>
    </main>
  );
}
