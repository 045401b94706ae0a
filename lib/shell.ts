import "@/lib/validation/zod-config";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/db";
import { unreadTotalQuery } from "@/lib/messages";
import { unreadQuery } from "@/lib/notifications";
import { defineUseCase } from "@/lib/use-case";

/**
 * Counts shown on the shell's navigation (the layouts read it with `load`). Features add theirs
 * here (unread messages, notifications). Every signed-in page renders them, so they are one
 * statement (one round trip) rather than one query each — the same two counts as `unreadTotal`
 * and `unreadCount` (decision 0190).
 */
export const shellBadges = defineUseCase({
  name: "shell.badges",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer): Promise<{ messages?: number; notifications?: number }> => {
    const [row] = await db()
      .select({
        messages: sql<number>`(${unreadTotalQuery(db(), viewer.id)})`.mapWith(Number),
        notifications: sql<number>`(${unreadQuery(db(), viewer.id)})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`);
    return { messages: row?.messages ?? 0, notifications: row?.notifications ?? 0 };
  },
});
