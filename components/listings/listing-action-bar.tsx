import { MessageLink } from "@/components/chat/message-link";
import { ButtonLink } from "@/components/ui/button";
import { ShareButton } from "@/components/ui/share-button";
import { getT } from "@/app/_doors/locale";

const STATE = { 1: "available", 2: "reserved", 3: "completed" } as const;
const STATE_TONE = { 1: "bg-secondary-soft text-secondary", 2: "bg-amber-100 text-amber-900", 3: "bg-stone-200 text-stone-700" } as Record<number, string>;

/**
 * A listing's actions (issue 31 item 3): Message (or, for a visitor, Sign up to message with the way
 * back), the trade state and Share. On a phone it sticks to the bottom of the screen while the
 * listing's details are in view (above the bottom nav when signed in), like the seller page's bar,
 * and gives way to the chat below them; from 768 px it sits in the details column.
 */
export async function ListingActionBar({
  listing,
  viewer,
}: {
  listing: { id: number; title: string; state_id: number };
  viewer: "visitor" | "owner" | "gardener";
}) {
  const back = encodeURIComponent(`/listings/${listing.id}#message`);
  const showState = viewer !== "visitor" || listing.state_id !== 1;
  const t = await getT("marketListing");
  return (
    <div
      data-testid="listing-action-bar"
      data-above-nav={viewer === "visitor" ? undefined : ""}
      className={`sticky z-10 flex items-center gap-2 rounded-full border border-line bg-white/95 p-1.5 shadow-lg backdrop-blur md:static md:rounded-none md:border-0 md:bg-transparent md:p-0 md:shadow-none md:backdrop-blur-none ${
        viewer === "visitor" ? "bottom-3" : "bottom-20"
      }`}
    >
      {viewer === "gardener" && <MessageLink className="min-w-0 flex-1 md:flex-none" label={t("message")} />}
      {viewer === "visitor" && (
        <>
          <ButtonLink href={`/register?next=${back}`} variant="secondary" className="min-w-0 flex-1 whitespace-nowrap md:flex-none">
            {t("signUpShort")}
          </ButtonLink>
          <ButtonLink href={`/login?next=${back}`} variant="ghost" className="shrink-0 text-secondary">
            {t("logIn")}
          </ButtonLink>
        </>
      )}
      {showState && (
        <span className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold ${STATE_TONE[listing.state_id] ?? STATE_TONE[1]} ${viewer === "owner" ? "" : "max-[359px]:hidden"}`}>
          <span className="sr-only">{t("state")} </span>
          {t(STATE[listing.state_id as 1 | 2 | 3] ?? STATE[1])}
        </span>
      )}
      <span className={viewer === "owner" ? "ml-auto md:ml-0" : "shrink-0"}>
        <ShareButton url={`/listings/${listing.id}`} title={listing.title} className="h-11" compact label={t("share")} words={{ copied: t("copied"), failed: t("copyFailed") }} />
      </span>
    </div>
  );
}
