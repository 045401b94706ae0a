import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/lazy-forms";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Reset password", description: "Choose a new password for your GardenSwap account." };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ResetPasswordPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token) {
    return (
      <AuthCard tab={null} title="Invalid or missing reset token" intro="Please request a new password reset link.">
        <ButtonLink href="/forgot-password" className="w-full">
          Go to Forgot Password
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard tab={null} title="Choose a new password" intro="Pick a new password for your account. It must be at least 8 characters long.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
