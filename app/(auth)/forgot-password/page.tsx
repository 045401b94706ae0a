import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm, ResetPasswordForm } from "@/components/lazy-forms";

export const metadata: Metadata = { title: "Forgot password", description: "Reset your GardenSwap password." };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ForgotPasswordPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (token) {
    return (
      <AuthCard tab={null} title="Choose a new password" intro="Pick a new password for your account. It must be at least 8 characters long.">
        <ResetPasswordForm token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard tab={null} title="Forgot password" intro="Enter your email address and we'll send you instructions to reset your password.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
