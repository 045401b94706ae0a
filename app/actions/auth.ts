"use server";

import { redirect } from "next/navigation";
import { resendVerification } from "@/lib/accounts/resend-verification";
import { action, type ActionResult } from "@/app/_doors/action";
import { deleteAccount } from "@/lib/accounts/delete-account";
import { signUp } from "@/lib/accounts/sign-up";
import { logIn } from "@/lib/auth/log-in";
import { clearSessionCookie, setSessionCookie } from "@/app/_doors/session";
import { onboardingPath, safeNextPath } from "@/lib/validation/auth";

/** A successful sign-in (login or sign-up) becomes the session cookie. */
async function keepSession(result: ActionResult<{ access_token: string; expires_at: string }>) {
  if (result.ok) await setSessionCookie(result.data.access_token, new Date(result.data.expires_at));
  return result.ok;
}

const nextOf = (input: unknown) => (input && typeof input === "object" ? (input as { next?: unknown }).next : undefined);

/** The login form (`email`, `password`, optional `next`): a session cookie, then back where the guard sent them from, or /my-listings. */
export const loginAction = action(logIn, {
  after: async (result, input) => {
    if (await keepSession(result)) redirect(safeNextPath(nextOf(input)));
  },
});

/** The register form (optional `next`): the account, an automatic login, then the onboarding at /personal-info. */
export const registerAction = action(signUp, {
  after: async (result, input) => {
    if (await keepSession(result)) redirect(onboardingPath(nextOf(input)));
  },
});

/** 'delete my profile': the password once more, then the account and everything it owns. A dead session goes to /login. */
export const deleteAccountAction = action(deleteAccount, {
  after: async (result) => {
    if (!result.ok && result.status !== 401) return;
    await clearSessionCookie();
    redirect(result.ok ? "/login?deleted=1" : "/login");
  },
});
/** The "Resend" of the confirmation banner (issue 29): the same use case and limit as POST /api/auth/verify/resend. */
export const resendVerificationAction = action(resendVerification);
