import { ButtonLink } from "@/components/ui/button";
import { QrCode } from "@/components/ui/qr-code";
import { ShareButton } from "@/components/ui/share-button";
import { neighbourInviteUrl } from "./invite-url";

/**
 * The marketplace when nothing is within its largest radius (issue 31, item 7): said plainly, with
 * the ways an empty area grows (invite neighbours by link, QR code or a printed poster; post; wish).
 * The listings shown below it are the nearest ones, each card with its distance bucket.
 */
export function NothingNear({ viewerId, area, radius }: { viewerId: number | null; area: string; radius: string }) {
  const url = neighbourInviteUrl(viewerId);
  return (
    <section aria-labelledby="nothing-near-heading" data-testid="nothing-near" className="rounded-2xl bg-secondary-soft p-5 text-ink md:p-6">
      <h2 id="nothing-near-heading" className="text-xl text-secondary">
        Nothing near you yet
      </h2>
      <p className="mt-1">
        Nobody within {radius} of <span className="user-text font-bold">{area}</span> has listed anything so far. Every area starts like this: a few
        neighbours make it worth opening.
      </p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="shrink-0 self-center rounded-xl border border-line bg-white p-2">
          <QrCode value={url} size={120} label="QR code inviting neighbours to GardenSwap" />
        </div>
        <div className="flex flex-col gap-3">
          <p className="text-sm">Invite your neighbours: let them scan the code, send them the link, or put a poster up on your street or allotment.</p>
          <div className="flex flex-wrap gap-2">
            <ShareButton url={url} title="Swap seeds, plants and produce with me on GardenSwap" label="Share an invitation" />
            <ButtonLink href="/invite/poster" variant="secondary" size="sm">
              Print a poster
            </ButtonLink>
            {viewerId && (
              <>
                <ButtonLink href="/listings/new" variant="outline" size="sm">
                  Post something
                </ButtonLink>
                <ButtonLink href="/post-want" variant="outline" size="sm">
                  Add a wish
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
