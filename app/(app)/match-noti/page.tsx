import type { Metadata } from "next";
import { NotificationList } from "@/components/notifications/notification-list";
import { requirePageViewer } from "@/app/_doors/session";
import { listNotifications } from "@/lib/notifications";

export const metadata: Metadata = { title: "Notifications", description: "Matches for your wish list and friend requests." };

export default async function MatchNotificationsPage() {
  const viewer = await requirePageViewer("/match-noti");
  const page = await listNotifications(viewer);
  return <NotificationList initial={page} />;
}
