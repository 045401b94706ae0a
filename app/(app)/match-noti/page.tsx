import type { Metadata } from "next";
import { NotificationList } from "@/components/notifications/notification-list";
import { load, requirePageViewer } from "@/app/_doors/page";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { noteIn } from "@/components/notifications/notice-notes";
import { getNotifications } from "@/lib/notifications/get-notifications";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("talkMeta");
  return { title: t("notifications"), description: t("notificationsDescription") };
}

export default async function MatchNotificationsPage() {
  await requirePageViewer("/match-noti");
  const [page, words, queue, locale] = await Promise.all([load(getNotifications, {}), getWords("talkNotices"), getWords("tradesQueue"), pageLocale()]);
  // GardenSwap's own lines are kept in English: said in the page's language here (live ones arrive as they are).
  const initial = { ...page, items: page.items.map((n) => ({ ...n, note: noteIn(n, locale) })) };
  return <NotificationList initial={initial} w={words} queue={queue} />;
}
