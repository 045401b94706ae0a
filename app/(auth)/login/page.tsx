import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/lazy-forms";
import { ForgetDevice } from "@/components/pwa/forget-device";
import { Alert } from "@/components/ui/alert";
import { getPageViewer } from "@/app/_doors/page";
import { safeNextPath } from "@/lib/validation/auth";
import { getT, getWords, languageAlternates } from "@/app/_doors/locale";

// Signed-in pages send visitors (and crawlers) here with ?next=: one canonical login page.
/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("accountAuth");
  return { title: t("loginTitle"), description: t("loginDescription"), alternates: await languageAlternates("/login") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const next = one(sp.next);
  if (await getPageViewer()) redirect(safeNextPath(next));
  const [t, words] = await Promise.all([getT("accountAuth"), getWords("accountLoginForm")]);
  return (
    <AuthCard kind="login" title={t("loginTitle")} next={next ? safeNextPath(next, "") || undefined : undefined}>
      {one(sp.deleted) === "1" && (
        <div className="mb-4">
          <Alert tone="success">{t("deleted")}</Alert>
        </div>
      )}
      <LoginForm next={next ? safeNextPath(next) : undefined} words={words} />
      <ForgetDevice />
    </AuthCard>
  );
}
