import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/ui/link";
import { load, requirePageViewer } from "@/app/_doors/page";
import { SwapForm } from "@/components/events/swap-form";
import { isAppError } from "@/lib/errors";
import { getSwapSheet } from "@/lib/swap-days/get-swap-sheet";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { detailIn } from "@/app/_doors/details";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("communitySwapped"))("title"), robots: { index: false } };
}

type Props = { params: Promise<{ id: string }> };

/** "What did you swap?" (issue 34): one screen, for a gardener who went, once the swap day has started. */
export default async function SwappedPage({ params }: Props) {
  const { id } = await params;
  await requirePageViewer(`/events/${id}/swapped`);
  const t = await getT("communitySwapped");
  let sheet: Awaited<ReturnType<typeof getSwapSheet.run>>;
  try {
    sheet = await load(getSwapSheet, { id });
  } catch (e) {
    if (isAppError(e) && e.kind === "not_found") notFound();
    if (isAppError(e) && (e.kind === "forbidden" || e.kind === "conflict")) {
      return (
        <div className="mx-auto flex max-w-2xl flex-col gap-3 py-4">
          <h1 className="text-2xl text-primary">{t("title")}</h1>
          <p role="status" className="text-ink">{String(detailIn(e.message, await pageLocale()))}.</p>
          <Link href={`/events/${id}`} className="font-bold text-primary underline">
            {t("back")}
          </Link>
        </div>
      );
    }
    throw e;
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 py-4">
      <h1 className="text-2xl text-primary">{t("title")}</h1>
      <p className="text-muted">
        {t.rich("intro", {
          title: sheet.event.title,
          link: (chunks) => (
            <Link href={`/events/${sheet.event.id}`} dir="auto" className="user-text font-bold text-primary underline-offset-4 hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <SwapForm sheet={sheet} words={await getWords("communitySwapForm")} />
    </div>
  );
}
