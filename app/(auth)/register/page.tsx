import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/lazy-forms";
import { getPageViewer } from "@/app/_doors/page";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { safeNextPath } from "@/lib/validation/auth";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
import Link from "@/components/ui/link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("accountAuth");
  return { title: t("registerTitle"), description: t("registerDescription") };
}

const linkClass = "font-bold text-primary underline underline-offset-2";

export default async function RegisterPage({ searchParams }: { searchParams: Search }) {
  // The way back (e.g. the listing "Sign up to message" came from) survives register, onboarding and login.
  const next = safeNextPath(one((await searchParams).next), "") || undefined;
  if (await getPageViewer()) redirect(next ?? "/my-listings");
  const [t, words, language] = await Promise.all([getT("accountAuth"), getWords("accountRegisterForm"), pageLocale()]);
  return (
    <AuthCard kind="register" title={t("registerTitle")} next={next}>
      <RegisterForm next={next} language={language} words={words} />
      <p className="mt-4 text-center text-sm text-muted">
        {t.rich("registerAgree", {
          terms: (chunks) => (
            <Link href="/terms" className={linkClass}>
              {chunks}
            </Link>
          ),
          guidelines: (chunks) => (
            <Link href="/guidelines" className={linkClass}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacy" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </AuthCard>
  );
}
