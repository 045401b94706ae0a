import "@/lib/validation/zod-config";
import { z } from "zod";
import { unreadTotal } from "@/lib/messages";
import { unreadCount } from "@/lib/notifications";
import { defineUseCase } from "@/lib/use-case";

/**
 * Counts shown on the shell's navigation (the layouts read it with `load`). Features add theirs
 * here (unread messages, notifications).
 */
export const shellBadges = defineUseCase({
  name: "shell.badges",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer): Promise<{ messages?: number; notifications?: number }> => {
    const [messages, notifications] = await Promise.all([unreadTotal(viewer), unreadCount(viewer)]);
    return { messages, notifications };
  },
});
