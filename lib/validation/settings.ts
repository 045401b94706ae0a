import "./zod-config";
import { z } from "zod";
import { EMAIL_RE } from "./index";
import { MAX_PASSWORD, PASSWORD_TOO_LONG } from "./auth";
import { BAD_CURRENCY, CURRENCY_CODES } from "./currency";
import { BAD_LANGUAGE, LOCALES } from "@/lib/i18n/locales";

/** Issue 31's account settings: pure schemas, shared by the API, the server actions and the forms. */
export const NOTHING_TO_CHANGE = "Nothing to change: send first_name, last_name, units, currency or language";

export const changePasswordSchema = z.object({
  current_password: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(MAX_PASSWORD, PASSWORD_TOO_LONG),
  new_password: z
    .string({ error: "New password is required" })
    .min(8, "Password must be at least 8 characters long")
    .max(200, "Password must be at most 200 characters long"),
});

export const changeEmailSchema = z.object({
  email: z.string({ error: "Invalid email format" }).trim().max(254, "Invalid email format").regex(EMAIL_RE, "Invalid email format"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(MAX_PASSWORD, PASSWORD_TOO_LONG),
});

const name = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);

export const editAccountSchema = z
  .object({
    first_name: name("First name").optional(),
    last_name: name("Last name").optional(),
    units: z.enum(["km", "mi"], { error: 'Units must be "km" or "mi"' }).optional(),
    currency: z.enum(CURRENCY_CODES, { error: BAD_CURRENCY }).optional(),
    language: z.enum(LOCALES, { error: BAD_LANGUAGE }).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: NOTHING_TO_CHANGE });
