import "./zod-config";
import { z } from "zod";
import { EMAIL_RE } from "./index";
import { BAD_LANGUAGE, LOCALES } from "@/lib/i18n/locales";

const text = () => z.string({ error: "Invalid input" });

/** No password longer than this reaches argon2 (new passwords are capped lower, at 200). */
export const MAX_PASSWORD = 1024;
export const PASSWORD_TOO_LONG = "Password is too long";

export const loginSchema = z.object({
  email: text().trim().min(1, "Email is required").regex(EMAIL_RE, "Invalid email format"),
  password: text().min(1, "Password is required").max(MAX_PASSWORD, PASSWORD_TOO_LONG),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The API payload of POST /api/auth/register. */
export const registerSchema = z.object({
  email: text().trim().regex(EMAIL_RE, "Invalid email format"),
  username: text()
    .trim()
    .min(1, "Username is required")
    .regex(/^[A-Za-z0-9_]+$/, "Username can only contain letters, numbers, and underscores")
    .min(3, "Username must be at least 3 characters long")
    .max(30, "Username must be at most 30 characters long"),
  first_name: text().trim().min(1, "First name is required").max(100),
  last_name: text().trim().min(1, "Last name is required").max(100),
  password: text().min(8, "Password must be at least 8 characters long").max(200),
  // The language the sign-up page spoke (issue 38): the confirmation e-mail and every page after it speak it too.
  language: z.enum(LOCALES, { error: BAD_LANGUAGE }).optional(),
});

/** The register form adds the confirmation the API does not need. */
export const registerFormSchema = registerSchema
  .extend({ confirm_password: text().min(1, "Please confirm your password") })
  .refine((v) => v.password === v.confirm_password, { message: "Passwords do not match", path: ["confirm_password"] });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({
  email: text().trim().min(1, "Email is required").regex(EMAIL_RE, "Invalid email address"),
});

export const resetPasswordSchema = z
  .object({
    token: text().min(1, "Reset token is required."),
    new_password: text().min(1, "New password is required.").min(8, "Password must be at least 8 characters long.").max(200),
    confirm_password: text(),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: "Passwords do not match.", path: ["confirm_password"] });

/** SPEC §5 personal info: city and state required, postcode at least 5 characters after trim. */
export const MATCH_RADIUS_MSG = "Match radius must be a whole number of km from 1 to 500, or anywhere";
/** Wishes match within this radius (km); "anywhere" (or empty, or null) means no limit. Form fields arrive as text. */
export const matchRadius = z.preprocess(
  (v) => (v === null || v === "" || v === "anywhere" ? null : typeof v === "string" ? Number(v) : v),
  z.number({ error: MATCH_RADIUS_MSG }).int(MATCH_RADIUS_MSG).min(1, MATCH_RADIUS_MSG).max(500, MATCH_RADIUS_MSG).nullable(),
);

export const profileInfoSchema = z.object({
  city: text().trim().min(1, "City is required").max(100, "City must be at most 100 characters"),
  state: text().trim().min(1, "State is required").max(100, "State must be at most 100 characters"),
  postcode: text().trim().min(5, "Postcode must be at least 5 characters.").max(16, "Postcode must be at most 16 characters."),
  address: text().trim().max(200, "Address must be at most 200 characters").optional().default(""),
  apt: text().trim().max(50, "Apt must be at most 50 characters").optional().default(""),
  match_radius_km: matchRadius.optional(),
});

/** Deleting the account asks for the password once more. */
export const deleteAccountSchema = z.object({
  password: text().min(1, "Password is required").max(MAX_PASSWORD, PASSWORD_TOO_LONG),
});

/**
 * `?next=` after login: only a same-site relative path, never another origin. The check applies to
 * what is returned (the normalised path), not only to what came in: `/.//evil.example` normalises
 * to `//evil.example`, which a browser reads as another host.
 */
export function safeNextPath(next: unknown, fallback = "/my-listings", { authPages = false } = {}): string {
  if (typeof next !== "string" || next.length > 2000) return fallback;
  const unsafe = (p: string) => !p.startsWith("/") || p.startsWith("//") || /[\u0000-\u001f\u007f\\]/.test(p);
  if (unsafe(next)) return fallback;
  try {
    const url = new URL(next, "http://same.invalid");
    if (url.origin !== "http://same.invalid") return fallback;
    // A login must not come back to itself; a way back that is not a login's (the language chooser's) may.
    if (!authPages && (url.pathname === "/login" || url.pathname === "/register")) return fallback;
    const out = url.pathname + url.search + url.hash;
    // Also refuse paths that only look safe while encoded (a later decode must not make a host of them).
    return unsafe(out) || unsafe(decodeURIComponent(url.pathname)) ? fallback : out;
  } catch {
    return fallback;
  }
}

/** Onboarding, carrying a same-site `next` (the listing a newcomer signed up from) so that its end goes there. */
export function onboardingPath(next: unknown): string {
  const back = safeNextPath(next, "");
  return back ? `/personal-info?next=${encodeURIComponent(back)}` : "/personal-info";
}

/** Where onboarding ends: the `next` it carries when safe, else the new-listing form (SPEC's flow). */
export const onboardingEnd = (next: unknown) => safeNextPath(next, "/listings/new");
