import { ButtonLink } from "@/components/ui/button";
import { QrCode } from "@/components/ui/qr-code";
import { ShareButton } from "@/components/ui/share-button";
import { getT } from "@/app/_doors/locale";
import { neighbourInviteUrl } from "./invite-url";

/**
 * The marketplace when nothing is within its largest radius (issue 31, item 7): said plainly, with
 * the ways an empty area grows (invite neighbours by link, QR code or a printed poster; post; wish).
 * The listings shown below it are the nearest ones, each card with its distance bucket. In the page's
 * language; `area` and `radius` come as the page shows them.
 */
export async function NothingNear({ viewerId, area, radius }: { viewerId: number | null; area: string; radius: string }) {
  const url = neighbourInviteUrl(viewerId);
  const t = await getT("peopleInvite");
  return (
    <section aria-labelledby="nothing-near-heading" data-testid="nothing-near" className="rounded-2xl bg-secondary-soft p-5 text-ink md:p-6">
      <h2 id="nothing-near-heading" className="text-xl text-secondary">
        {t("nothingNear")}
      </h2>
      <p className="mt-1">{t.rich("nobodyWithin", { radius, area, b: (chunks) => <span className="user-text font-bold">{chunks}</span> })}</p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="shrink-0 self-center rounded-xl border border-line bg-white p-2">
          <QrCode value={url} size={120} label={t("inviteQr")} />
        </div>
        <div className="flex flex-col gap-3">
          <p className="text-sm">{t("inviteHint")}</p>
          <div className="flex flex-wrap gap-2">
            <ShareButton url={url} title={t("inviteText")} label={t("shareInvitation")} words={{ copied: t("copied"), failed: t("copyFailed") }} />
            <ButtonLink href="/invite/poster" variant="secondary" size="sm">
              {t("printPoster")}
            </ButtonLink>
            {viewerId && (
              <>
                <ButtonLink href="/listings/new" variant="outline" size="sm">
                  {t("post")}
                </ButtonLink>
                <ButtonLink href="/post-want" variant="outline" size="sm">
                  {t("wish")}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
