import type { Viewer } from "@/lib/auth/session";
import { unreadTotal } from "@/lib/messages";

/**
 * Counts shown on the shell's navigation. Features add theirs here (unread messages, notifications).
 */
export async function shellBadges(viewer: Viewer): Promise<{ messages?: number; notifications?: number }> {
  const messages = await unreadTotal(viewer);
  return { messages };
}
