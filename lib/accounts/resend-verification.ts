import "@/lib/validation/zod-config";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { ALREADY_VERIFIED, requestVerification, VERIFICATION_SENT } from "./email-verification";

/**
 * POST /api/auth/verify/resend and the banner's "Resend": a new confirmation link to the signed-in
 * gardener's own address, or its pending new one (never another one), limited (LIMITS.resendVerification, 429 + Retry-After).
 */
export const resendVerification = defineUseCase({
  name: "accounts.verify-resend",
  caller: "signed-in",
  input: z.object({}).passthrough(),
  limits: LIMITS.resendVerification,
  run: async (viewer) => {
    const [me] = await db()
      .select({ email: schema.users.email, pendingEmail: schema.users.pendingEmail, verifiedAt: schema.users.emailVerifiedAt })
      .from(schema.users)
      .where(eq(schema.users.id, viewer.id))
      .limit(1);
    // A pending new address (issue 31) is the one waiting for its link.
    if (me?.pendingEmail) {
      await requestVerification(viewer.id, me.pendingEmail);
      return { message: VERIFICATION_SENT, verified: false };
    }
    if (!me || me.verifiedAt) return { message: ALREADY_VERIFIED, verified: true };
    await requestVerification(viewer.id, me.email);
    return { message: VERIFICATION_SENT, verified: false };
  },
});
