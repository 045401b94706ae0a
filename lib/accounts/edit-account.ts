import "@/lib/validation/zod-config";
import { eq } from "drizzle-orm";
import { editAccountSchema } from "@/lib/validation/settings";
import { db, schema } from "@/db";
import { unauthorized } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { getOwnProfile } from "@/lib/users";


/**
 * PATCH /api/auth/profile and the settings page (issue 31): the gardener's name and the unit every
 * distance shows in, the currency their prices are in and the language GardenSwap speaks to them in. Only the fields sent change; unknown fields (an `email`, a `username`) are
 * refused, not ignored: the address has its own confirmed way (POST /api/auth/email).
 */
export const editAccount = defineUseCase({
  name: "accounts.edit",
  caller: "signed-in",
  input: editAccountSchema,
  run: async (viewer, { first_name, last_name, units, currency, language }) => {
    const [row] = await db()
      .update(schema.users)
      .set({
        ...(first_name !== undefined ? { firstName: first_name } : {}),
        ...(last_name !== undefined ? { lastName: last_name } : {}),
        ...(units !== undefined ? { units } : {}),
        ...(currency !== undefined ? { currency } : {}),
        ...(language !== undefined ? { language } : {}),
      })
      .where(eq(schema.users.id, viewer.id))
      .returning({ id: schema.users.id });
    if (!row) throw unauthorized();
    return getOwnProfile(viewer);
  },
});
