import "@/lib/validation/zod-config";
import { login } from "@/lib/auth";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { registerFormSchema } from "@/lib/validation/auth";
import { createAccount } from "./register-account";

/**
 * The register form: the account, then a session through the one sign-in path (`login`), whose
 * token the action door sets as the session cookie. Shares its limits with POST /api/auth/register.
 */
export const signUp = defineUseCase({
  name: "accounts.sign-up",
  caller: "anyone",
  input: registerFormSchema,
  limits: LIMITS.register,
  run: async (_viewer, { confirm_password: _confirm, ...data }, ctx) => {
    await createAccount(data);
    // The caller's address, so the new account's first sign-in is remembered (the login brake).
    return login({ email: data.email, password: data.password }, ctx.ip);
  },
});
