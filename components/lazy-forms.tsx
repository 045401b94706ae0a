"use client";

import { lazyForm } from "@/components/ui/lazy-form";

/**
 * The pages' forms, each fetched on the gardener's first focus or touch (components/ui/lazy-form.tsx,
 * decision 0219): react-hook-form and each form's code are not part of any page's first load.
 */
export const LoginForm = lazyForm(() => import("@/components/auth/login-form").then((m) => m.LoginForm));
export const RegisterForm = lazyForm(() => import("@/components/auth/register-form").then((m) => m.RegisterForm));
export const ForgotPasswordForm = lazyForm(() => import("@/components/auth/forgot-password-form").then((m) => m.ForgotPasswordForm));
export const ResetPasswordForm = lazyForm(() => import("@/components/auth/reset-password-form").then((m) => m.ResetPasswordForm));
export const ListingForm = lazyForm(() => import("@/components/listings/listing-form").then((m) => m.ListingForm));
export const WantForm = lazyForm(() => import("@/components/listings/want-form").then((m) => m.WantForm));
export const PersonalInfoForm = lazyForm(() => import("@/components/profile/personal-info-form").then((m) => m.PersonalInfoForm));
export const NameForm = lazyForm(() => import("@/components/settings/name-form").then((m) => m.NameForm));
export const EmailForm = lazyForm(() => import("@/components/settings/email-form").then((m) => m.EmailForm));
export const PasswordForm = lazyForm(() => import("@/components/settings/password-form").then((m) => m.PasswordForm));
