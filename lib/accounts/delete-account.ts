import "@/lib/validation/zod-config";
import { eq, isNotNull, and } from "drizzle-orm";
import { db, schema } from "@/db";
import { verifyPassword } from "@/lib/auth/password";
import { invalid, unauthorized } from "@/lib/errors";
import { deleteImageIfUnused } from "@/lib/images";
import { endUserSockets } from "@/lib/realtime";
import { defineUseCase } from "@/lib/use-case";
import { deleteAccountSchema } from "@/lib/validation/auth";

const { users, listings, images } = schema;

export const WRONG_PASSWORD = "Incorrect password";

/**
 * Deletes the viewer's account after checking the password once more. Everything the account owns
 * goes with it (docs/decisions/0012): the foreign keys cascade to sessions, listings, wishes,
 * friendships, notifications, reset tokens and every message sent or received; pictures only it
 * used are deleted here. Its sessions die with it (verifyToken needs the user row), and its live sockets are closed.
 */
export const deleteAccount = defineUseCase({
  name: "accounts.delete",
  caller: "signed-in",
  input: deleteAccountSchema,
  run: async (viewer, { password }) => {
    const [user] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, viewer.id)).limit(1);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, password))) throw invalid(WRONG_PASSWORD, [{ loc: ["body", "password"], msg: WRONG_PASSWORD, type: "value_error" }]);

    await db().transaction(async (tx) => {
      const [me] = await tx.select({ hash: users.profileImageHash }).from(users).where(eq(users.id, viewer.id)).limit(1);
      const listingImages = await tx
        .select({ hash: listings.featuredImageHash })
        .from(listings)
        .where(and(eq(listings.ownerId, viewer.id), isNotNull(listings.featuredImageHash)));
      const uploads = await tx.select({ hash: images.hash }).from(images).where(eq(images.ownerId, viewer.id));
      const hashes = new Set([me?.hash, ...listingImages.map((l) => l.hash), ...uploads.map((u) => u.hash)].filter((h): h is string => !!h));
      await tx.delete(users).where(eq(users.id, viewer.id));
      // A picture also used by someone else (same content, stored once) stays.
      for (const hash of hashes) await deleteImageIfUnused(hash, tx);
    });
    endUserSockets(viewer.id);
  },
});
