import "@/lib/validation/zod-config";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { forbidden } from "@/lib/errors";
import { requireGoodStanding } from "@/lib/groups";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { GERMINATION_DAYS, hashGiftEmail, newLotCode, shownLot } from "./index";
import { giftSeedLotInput } from "./schemas";

const { seedLots, users } = schema;

export const NOT_YOUR_LOT_TO_GIVE = "You can only record gifts from your own seed lots";

/**
 * POST /api/seed-lots/{code}/gifts {"email"}: the lot's owner gave some of it to someone, maybe not
 * on GardenSwap yet (Growstuff #1906). A child lot is made for them: straight away when the address
 * is a confirmed account's, else waiting under the address's hash until a gardener confirms that
 * address (lib/seed-lots/events). The answer is the same either way (`{"code"}`), so it tells no one
 * whether an address has an account; the address itself is never stored, shown or logged.
 */
export const giftSeedLot = defineUseCase({
  name: "seed-lots.gift",
  caller: "signed-in",
  input: giftSeedLotInput,
  limits: LIMITS.seedGift,
  run: async (viewer, { code, email }): Promise<{ code: string }> =>
    db().transaction(async (tx) => {
      await requireGoodStanding(tx, viewer);
      const lot = await shownLot(viewer, code, tx);
      if (lot.ownerId !== viewer.id) throw forbidden(NOT_YOUR_LOT_TO_GIVE);
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email), isNotNull(users.emailVerifiedAt)))
        .limit(1);
      const given = newLotCode();
      const toSelf = account?.id === viewer.id;
      await tx.insert(seedLots).values({
        code: given,
        ownerId: account && !toSelf ? account.id : null,
        pendingEmailHash: account && !toSelf ? null : hashGiftEmail(email),
        crop: lot.crop,
        variety: lot.variety,
        pollination: lot.pollination,
        savedMonth: lot.savedMonth,
        savedYear: lot.savedYear,
        source: "swapped",
        parentId: lot.id,
        promptDueAt: account && !toSelf ? new Date(now().getTime() + GERMINATION_DAYS * 86_400_000) : null,
      });
      return { code: given };
    }),
});
