import { and, eq, sql, type Column } from "drizzle-orm";
import { qualified } from "@/db/sql";
import { db, schema, type Tx } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { notFound, unauthorized } from "@/lib/errors";
import { imagePath } from "@/lib/images";
import { gardenerVisibleTo } from "@/lib/visibility";
import { publicPostcode } from "@/lib/places/public-postcode";
import { unitsOf, type Units } from "@/lib/places/buckets";
import { currencyOf, type Currency } from "@/lib/validation/currency";
import type { Locale } from "@/lib/i18n/locales";

const { users, friendships } = schema;

/** Re-exported: many callers know image paths through users. */
export { imagePath };

/** Accepted friendships of a user, counted in SQL so lists never load rows to count them. */
export const friendCountSql = (userId: Column | number) => {
  const id = typeof userId === "number" ? sql`${userId}` : qualified(userId);
  return sql<number>`(select count(*)::int from ${friendships} f where f.status = 'accepted' and (f.user_low_id = ${id} or f.user_high_id = ${id}))`;
};

export type OwnProfile = {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  friend_count: number;
  profile_picture: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  address: string | null;
  apt: string | null;
  email_notifications: boolean;
  /** The resolved town ("Portland, OR"), null when we could not place the gardener. */
  location_label: string | null;
  /** Wishes match listings within this many km; null means anywhere. */
  match_radius_km: number | null;
  /** Issue 31: the unit every distance shows in (the gardener's choice, else their country's). */
  units: Units;
  /** Issue 38: the currency the gardener's prices are in (their choice, else their country's). */
  currency: Currency;
  /** Issue 38: the language they chose for pages, e-mails and pushes; null: their browser's decides. */
  language: Locale | null;
  /** Whether `email` is confirmed, and a new address waiting for its link (null when none). */
  email_verified: boolean;
  pending_email: string | null;
};

export async function getOwnProfile(viewer: Viewer | null, tx: Tx = db()): Promise<OwnProfile> {
  if (!viewer) throw unauthorized();
  const [row] = await tx
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      username: users.username,
      email: users.email,
      friend_count: friendCountSql(users.id),
      profileImageHash: users.profileImageHash,
      city: users.city,
      state: users.state,
      zip_code: users.zipCode,
      address: users.address,
      apt: users.apt,
      email_notifications: users.emailNotifications,
      location_label: users.locationLabel,
      match_radius_km: users.matchRadiusKm,
      unitsChoice: users.units,
      currencyChoice: users.currency,
      language: users.language,
      country: users.locationCountry,
      verifiedAt: users.emailVerifiedAt,
      pending_email: users.pendingEmail,
    })
    .from(users)
    .where(eq(users.id, viewer.id))
    .limit(1);
  if (!row) throw unauthorized();
  const { profileImageHash, unitsChoice, currencyChoice, country, verifiedAt, ...rest } = row;
  return {
    ...rest,
    friend_count: Number(rest.friend_count),
    profile_picture: imagePath(profileImageHash),
    units: unitsOf(unitsChoice, country),
    currency: currencyOf(currencyChoice, country),
    email_verified: verifiedAt !== null,
  };
}

export type PublicUser = {
  id: number;
  username: string;
  profile_picture: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  friend_count: number;
  /** Confirmed their e-mail address (issue 29): the "verified" mark on profiles. */
  verified: boolean;
};

/**
 * What anyone may know of a gardener: never e-mail, names or street address. "User not found"
 * also for a gardener blocked either way, suspended or banned (the one gardener rule).
 */
export async function getPublicUser(viewer: Viewer | null, id: number): Promise<PublicUser> {
  const [row] = await db()
    .select({
      id: users.id,
      username: users.username,
      profileImageHash: users.profileImageHash,
      city: users.city,
      state: users.state,
      zip_code: users.zipCode,
      friend_count: friendCountSql(users.id),
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.id, id), gardenerVisibleTo(viewer, qualified(users.id))))
    .limit(1);
  if (!row) throw notFound("User not found");
  const { profileImageHash, emailVerifiedAt, ...rest } = row;
  // The owner sees what they typed; anyone else only the coarse part (a full UK postcode is a street).
  const zip_code = viewer?.id === row.id ? rest.zip_code : publicPostcode(rest.zip_code);
  return {
    ...rest,
    zip_code,
    friend_count: Number(rest.friend_count),
    profile_picture: imagePath(profileImageHash),
    verified: emailVerifiedAt !== null,
  };
}

/** Does a gardener with this id exist at all (whether or not the viewer may see them)? */
export async function userExists(id: number): Promise<boolean> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return !!row;
}
