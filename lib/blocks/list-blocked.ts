import "@/lib/validation/zod-config";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { imagePath } from "@/lib/images";
import { defineUseCase } from "@/lib/use-case";

const { blocks, users } = schema;

export type BlockedGardener = { id: number; username: string; profile_picture: string | null; blocked_at: string };

/** GET /api/users/blocked and "Blocked gardeners" in the profile settings: the viewer's own blocks, newest first. */
export const listBlocked = defineUseCase({
  name: "blocks.list",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer): Promise<BlockedGardener[]> => {
    const rows = await db()
      .select({ id: users.id, username: users.username, hash: users.profileImageHash, at: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, viewer.id))
      .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
    return rows.map((r) => ({ id: r.id, username: r.username, profile_picture: imagePath(r.hash), blocked_at: new Date(r.at).toISOString() }));
  },
});
