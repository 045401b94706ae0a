import type { Metadata } from "next";
import { NotificationList } from "@/components/notifications/notification-list";
import { load, requirePageViewer } from "@/app/_doors/page";
import { getNotifications } from "@/lib/notifications/get-notifications";

export const metadata: Metadata = { title: "Notifications", description: "Matches for your wish list and friend requests." };

export default async function MatchNotificationsPage() {
  await requirePageViewer("/match-noti");
  const page = await load(getNotifications, {});
  return <NotificationList initial={page} />;
}
