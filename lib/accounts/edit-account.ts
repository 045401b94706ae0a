import "@/lib/validation/zod-config";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { unauthorized } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { getOwnProfile } from "@/lib/users";

export const NOTHING_TO_CHANGE = "Nothing to change: send first_name, last_name or units";

const name = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);

export const editAccountSchema = z
  .object({
    first_name: name("First name").optional(),
    last_name: name("Last name").optional(),
    units: z.enum(["km", "mi"], { error: 'Units must be "km" or "mi"' }).optional(),
  })
  .strict()
  .refine((v) => v.first_name !== undefined || v.last_name !== undefined || v.units !== undefined, { message: NOTHING_TO_CHANGE });

/**
 * PATCH /api/auth/profile and the settings page (issue 31): the gardener's name and the unit every
 * distance shows in. Only the fields sent change; unknown fields (an `email`, a `username`) are
 * refused, not ignored: the address has its own confirmed way (POST /api/auth/email).
 */
export const editAccount = defineUseCase({
  name: "accounts.edit",
  caller: "signed-in",
  input: editAccountSchema,
  run: async (viewer, { first_name, last_name, units }) => {
    const [row] = await db()
      .update(schema.users)
      .set({
        ...(first_name !== undefined ? { firstName: first_name } : {}),
        ...(last_name !== undefined ? { lastName: last_name } : {}),
        ...(units !== undefined ? { units } : {}),
      })
      .where(eq(schema.users.id, viewer.id))
      .returning({ id: schema.users.id });
    if (!row) throw unauthorized();
    return getOwnProfile(viewer);
  },
});
