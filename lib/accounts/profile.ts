import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { unauthorized } from "@/lib/errors";
import { deleteImageIfUnused, storeImage } from "@/lib/images";
import { relocate } from "@/lib/places/move-gardener";
import type { CallContext } from "@/lib/use-case";
import { imagePath, type OwnProfile } from "@/lib/users";
import { parse } from "@/lib/validation";
import { profileInfoSchema } from "@/lib/validation/auth";

const { users } = schema;

export type ProfileInfo = Pick<OwnProfile, "profile_picture" | "city" | "state" | "zip_code" | "address" | "apt" | "location_label" | "match_radius_km">;

/**
 * POST /api/auth/upload-profile-image: the onboarding details (city, state, postcode, optional
 * address and apt) and, optionally, a new photo. The photo goes through lib/images (validated by
 * content, metadata stripped); the previous one is deleted when nothing else uses it.
 * The place (postcode, else town and state) becomes the gardener's approximate point; a place we
 * cannot find saves all the same, with `location_label` null (distance unknown).
 */
export async function updateProfileInfo(viewer: Viewer | null, fields: unknown, photo: Uint8Array | null, ctx?: CallContext): Promise<ProfileInfo> {
  if (!viewer) throw unauthorized();
  const data = parse(profileInfoSchema, fields);
  // First, so a move over the daily limit changes nothing.
  const { location_label } = await relocate(viewer, data, ctx);
  const stored = photo ? await storeImage(photo, viewer.id) : null;
  const result = await db().transaction(async (tx) => {
    const [before] = await tx.select({ hash: users.profileImageHash }).from(users).where(eq(users.id, viewer.id)).limit(1).for("update");
    if (!before) throw unauthorized();
    const [row] = await tx
      .update(users)
      .set({
        city: data.city,
        state: data.state,
        zipCode: data.postcode,
        address: data.address || null,
        apt: data.apt || null,
        ...(data.match_radius_km !== undefined ? { matchRadiusKm: data.match_radius_km } : {}),
        ...(stored ? { profileImageHash: stored.hash } : {}),
      })
      .where(eq(users.id, viewer.id))
      .returning({ hash: users.profileImageHash, city: users.city, state: users.state, zip_code: users.zipCode, address: users.address, apt: users.apt, match_radius_km: users.matchRadiusKm });
    if (stored && before.hash && before.hash !== stored.hash) await deleteImageIfUnused(before.hash, tx);
    return row;
  });
  const { hash, ...rest } = result;
  return { profile_picture: imagePath(hash), ...rest, location_label };
}
