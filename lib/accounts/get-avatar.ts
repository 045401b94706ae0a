import "@/lib/validation/zod-config";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { notFound, unauthorized } from "@/lib/errors";
import { readImage } from "@/lib/images";
import { defineUseCase } from "@/lib/use-case";

const { users } = schema;

/** GET /api/auth/users/me/avatar: the signed-in gardener's photo bytes (WebP), or 404. */
export const getAvatar = defineUseCase({
  name: "accounts.avatar",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer): Promise<{ hash: string; data: Buffer }> => {
    const [row] = await db().select({ hash: users.profileImageHash }).from(users).where(eq(users.id, viewer.id)).limit(1);
    if (!row) throw unauthorized();
    const data = row.hash ? await readImage(row.hash, false) : null;
    if (!row.hash || !data) throw notFound("No profile picture");
    return { hash: row.hash, data };
  },
});
