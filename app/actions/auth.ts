"use server";

import { redirect } from "next/navigation";
import { deleteAccount } from "@/lib/accounts/delete-account";
import { login } from "@/lib/auth";
import { clearSessionCookie, getPageViewer, setSessionCookie } from "@/lib/auth/page";
import { isAppError, unauthorized, type AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { EMAIL_TAKEN, register, USERNAME_TAKEN } from "@/lib/users";
import { parse } from "@/lib/validation";
import { registerFormSchema, safeNextPath } from "@/lib/validation/auth";

/** What a form shows after a refused submission: one message and/or messages per field. */
export type FormResult = { error?: string; fieldErrors?: Record<string, string> };

const GENERIC = "An error occurred";

function toFormResult(e: unknown, fallback = GENERIC): FormResult {
  if (!isAppError(e)) {
    log.error("auth action failed", e);
    return { error: fallback };
  }
  const err = e as AppError;
  if (err.issues?.length) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of err.issues) {
      const field = String(issue.loc[issue.loc.length - 1] ?? "");
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.msg;
    }
    return { fieldErrors };
  }
  return { error: err.message || fallback };
}

/** SPEC §8: a login answer without an access token is 'Invalid credentials'. */
const NO_TOKEN = "Invalid credentials";

async function startSession(email: string, password: string) {
  const session = await login({ email, password });
  if (!session.access_token) throw unauthorized(NO_TOKEN);
  await setSessionCookie(session.access_token, new Date(session.expires_at));
}

/** The login form: a session cookie, then back where the guard sent them from, or /my-listings. */
export async function loginAction(input: { email?: unknown; password?: unknown }, next?: unknown): Promise<FormResult> {
  try {
    await startSession(String(input?.email ?? ""), String(input?.password ?? ""));
  } catch (e) {
    return toFormResult(e);
  }
  redirect(safeNextPath(next));
}

/** The register form: the account, an automatic login, then the onboarding at /personal-info. */
export async function registerAction(input: Record<string, unknown>): Promise<FormResult> {
  let payload: { email: string; password: string };
  try {
    const { confirm_password: _confirm, ...data } = parse(registerFormSchema, input);
    payload = data;
    await register(data);
  } catch (e) {
    if (isAppError(e) && e.message === EMAIL_TAKEN) return { fieldErrors: { email: EMAIL_TAKEN } };
    if (isAppError(e) && e.message === USERNAME_TAKEN) return { fieldErrors: { username: USERNAME_TAKEN } };
    return toFormResult(e);
  }
  try {
    await startSession(payload.email, payload.password);
  } catch (e) {
    log.error("login after registration failed", e);
    return { error: "Login failed after registration" };
  }
  redirect("/personal-info");
}

/** 'delete my profile': the password once more, then the account and everything it owns. */
export async function deleteAccountAction(input: { password?: unknown }): Promise<FormResult> {
  try {
    await deleteAccount(await getPageViewer(), { password: input?.password ?? "" });
  } catch (e) {
    if (isAppError(e) && e.kind === "unauthorized") {
      await clearSessionCookie();
      redirect("/login");
    }
    return toFormResult(e, "Failed to delete your profile. Please try again.");
  }
  await clearSessionCookie();
  redirect("/login?deleted=1");
}
