import "@/lib/validation/zod-config";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { resetPasswordSchema } from "@/lib/validation/auth";
import { setNewPassword } from "./password-reset";

/** POST /api/auth/reset-password with `token, new_password, confirm_password`: sets it and ends every session. */
export const resetPassword = defineUseCase({
  name: "accounts.reset-password",
  caller: "anyone",
  input: resetPasswordSchema,
  limits: LIMITS.resetPassword,
  run: async (_viewer, data) => setNewPassword(data),
});
