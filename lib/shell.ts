import type { Viewer } from "@/lib/auth/session";
import { unreadTotal } from "@/lib/messages";
import { unreadCount } from "@/lib/notifications";

/**
 * Counts shown on the shell's navigation. Features add theirs here (unread messages, notifications).
 */
export async function shellBadges(viewer: Viewer): Promise<{ messages?: number; notifications?: number }> {
  const [messages, notifications] = await Promise.all([unreadTotal(viewer), unreadCount(viewer)]);
  return { messages, notifications };
}
