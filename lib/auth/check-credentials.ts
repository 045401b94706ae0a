import "@/lib/validation/zod-config";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { verifyCredentials } from "./index";
import { loginRequest } from "./log-in";

/**
 * next-auth's credentials callback (/api/session/callback/credentials): the same checks and the
 * same limits as `logIn` (one per-IP count, one brake), without minting a token: next-auth starts
 * the session itself.
 */
export const checkCredentials = defineUseCase({
  name: "auth.check-credentials",
  caller: "anyone",
  input: loginRequest,
  limits: LIMITS.login,
  run: async (_viewer, credentials, ctx) => verifyCredentials(credentials, ctx.ip),
});
