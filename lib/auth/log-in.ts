import "@/lib/validation/zod-config";
import { z } from "zod";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { loginSchema } from "@/lib/validation/auth";
import { login } from "./index";

/** OAuth2-style forms name the e-mail `username` (SPEC §7); the login form names it `email`. */
export const loginRequest = z.preprocess((v) => {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const o = v as Record<string, unknown>;
  return { email: o.username ?? o.email ?? "", password: o.password ?? "" };
}, loginSchema);

/**
 * POST /api/auth/login and the login form: the one sign-in path (decision 0103) — credentials
 * checked by `verifyCredentials`, a new session, its token.
 */
export const logIn = defineUseCase({
  name: "auth.login",
  caller: "anyone",
  input: loginRequest,
  limits: LIMITS.login,
  run: async (_viewer, credentials, ctx) => login(credentials, ctx.ip),
});
