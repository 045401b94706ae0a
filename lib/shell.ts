import type { Viewer } from "@/lib/auth/session";

/**
 * Counts shown on the shell's navigation. Features add theirs here (unread messages, notifications).
 */
export async function shellBadges(_viewer: Viewer): Promise<{ messages?: number; notifications?: number }> {
  return {};
}
