import "@/lib/validation/zod-config";
import { z } from "zod";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { confirmEmail, INVALID_VERIFY_TOKEN } from "./email-verification";

export const verifyEmailSchema = z.object({
  token: z.string({ error: INVALID_VERIFY_TOKEN }).trim().min(1, { error: INVALID_VERIFY_TOKEN }).max(200, { error: INVALID_VERIFY_TOKEN }),
});

/**
 * POST /api/auth/verify {token} and the /verify-email page: confirms the address the link was sent
 * to. Anyone may call it (the link may be opened in a browser that is not signed in).
 */
export const verifyEmail = defineUseCase({
  name: "accounts.verify-email",
  caller: "anyone",
  input: verifyEmailSchema,
  limits: LIMITS.verifyEmail,
  run: async (_viewer, { token }) => {
    const { message } = await confirmEmail(token);
    return { message, verified: true };
  },
});
