import "@/lib/validation/zod-config";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { forgotPasswordSchema } from "@/lib/validation/auth";
import { sendResetLink } from "./password-reset";

/** POST /api/auth/request-password-reset with `email`: the same answer whether or not an account has it. */
export const requestPasswordReset = defineUseCase({
  name: "accounts.request-password-reset",
  caller: "anyone",
  input: forgotPasswordSchema,
  limits: LIMITS.requestPasswordReset,
  run: async (_viewer, { email }) => sendResetLink(email),
});
