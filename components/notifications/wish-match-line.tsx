import Link from "@/components/ui/link";
import { getT } from "@/app/_doors/locale";
import type { WishMatchCount } from "@/lib/notifications";

/** Under a wish: "3 gardeners already have this" (listings the gardener can see right now), linking to the matches. */
export async function WishMatchLine({ match }: { match?: WishMatchCount }) {
  if (!match?.gardeners) return null;
  const t = await getT("talkWishes");
  return (
    <Link href="/match-noti" className="mt-0.5 inline-flex w-fit items-center gap-1 text-xs font-bold text-secondary underline-offset-2 hover:underline" data-testid="wish-match-line">
      <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-secondary" />
      {t("gardenersHave", { n: match.gardeners })}
    </Link>
  );
}
