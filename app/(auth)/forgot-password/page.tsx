import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm, ResetPasswordForm } from "@/components/lazy-forms";
import { getT, getWords } from "@/app/_doors/locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("accountAuth");
  return { title: t("forgotTitle"), description: t("forgotDescription") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ForgotPasswordPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const t = await getT("accountAuth");
  if (token) {
    return (
      <AuthCard kind={null} title={t("newPasswordTitle")} intro={t("newPasswordIntro")}>
        <ResetPasswordForm token={token} words={await getWords("accountResetForm")} />
      </AuthCard>
    );
  }
  return (
    <AuthCard kind={null} title={t("forgotTitle")} intro={t("forgotIntro")}>
      <ForgotPasswordForm words={await getWords("accountForgotForm")} />
    </AuthCard>
  );
}
