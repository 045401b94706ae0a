import "@/lib/validation/zod-config";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/viewer";
import { env } from "@/lib/env";
import { LIMITS } from "@/lib/limits";
import { defineUseCase, invoke, type CallContext } from "@/lib/use-case";
import { locationColumns, resolvePlace } from "./index";

const { users, listings } = schema;

/**
 * Moving one's own pin is rate-limited (LIMITS.moveLocation), so nobody can trilaterate a
 * neighbour by moving around them and watching the distance buckets change (issue 13).
 */
export const LOCATION_CHANGES_PER_DAY = LIMITS.moveLocation[0].points;
export const TOO_MANY_MOVES = LIMITS.moveLocation[0].message!;

const placeInput = z.object({
  city: z.string().max(100).optional().nullable(),
  state: z.string().max(100).optional().nullable(),
  postcode: z.string().max(16).optional().nullable(),
});

/**
 * Sets the gardener's approximate point from the place they gave (or clears it when the place is
 * unknown) and moves their listings with them (docs/decisions/0130-listings-inherit-the-owners-point.md).
 * Only called for a real move: `relocate` below skips a re-save of the same place.
 */
export const moveGardener = defineUseCase({
  name: "profile.move",
  caller: "signed-in",
  input: placeInput,
  limits: LIMITS.moveLocation,
  async run(viewer, input) {
    const place = resolvePlace(input);
    const columns = locationColumns(place, viewer.id, env().AUTH_SECRET);
    await db().transaction(async (tx) => {
      await tx.update(users).set(columns).where(eq(users.id, viewer.id));
      await tx.update(listings).set({ loc: columns.loc }).where(eq(listings.ownerId, viewer.id));
    });
    return { location_label: columns.locationLabel };
  },
});

/**
 * The profile forms' save: moves the gardener only when the resolved place differs from the
 * stored one (re-saving the same town or a typo fix that resolves the same is not a move).
 */
export async function relocate(viewer: Viewer, input: z.input<typeof placeInput>, ctx?: CallContext): Promise<{ location_label: string | null }> {
  const place = resolvePlace(input);
  const [row] = await db().select({ key: users.locationKey, label: users.locationLabel }).from(users).where(eq(users.id, viewer.id)).limit(1);
  if (row && (row.key ?? null) === (place?.key ?? null)) return { location_label: row.label };
  return invoke(moveGardener, viewer, input, ctx);
}

/** The owner's point for a new listing (SQL, evaluated in the insert). */
export const ownerLocSql = (ownerId: number) => sql`(select ${users.loc} from ${users} where ${users.id} = ${ownerId})`;
