import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/lazy-forms";
import { ButtonLink } from "@/components/ui/button";
import { getT, getWords } from "@/app/_doors/locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("accountAuth");
  return { title: t("resetTitle"), description: t("resetDescription") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ResetPasswordPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const t = await getT("accountAuth");
  if (!token) {
    return (
      <AuthCard kind={null} title={t("badTokenTitle")} intro={t("badTokenIntro")}>
        <ButtonLink href="/forgot-password" className="w-full">
          {t("toForgot")}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard kind={null} title={t("newPasswordTitle")} intro={t("newPasswordIntro")}>
      <ResetPasswordForm token={token} words={await getWords("accountResetForm")} />
    </AuthCard>
  );
}
