import type { Metadata } from "next";
import { load } from "@/app/_doors/page";
import { detailIn } from "@/app/_doors/details";
import { getT, pageLocale } from "@/app/_doors/locale";
import { AuthCard } from "@/components/auth/auth-card";
import { ButtonLink } from "@/components/ui/button";
import { verifyEmail } from "@/lib/accounts/verify-email";
import { EMAIL_VERIFIED, INVALID_VERIFY_TOKEN } from "@/lib/accounts/email-verification";
import { isAppError } from "@/lib/errors";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("accountAuth"))("verifyTitle"), robots: { index: false } };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /verify-email?token=…: the link of the confirmation e-mail (issue 29). Opening it confirms the
 * address (holding the token proves the mailbox), signed in or not, in any browser.
 */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  let message: string | null = null;
  let failure = INVALID_VERIFY_TOKEN;
  if (token) {
    try {
      message = (await load(verifyEmail, { token })).message;
    } catch (e) {
      if (!isAppError(e)) throw e;
      failure = e.message;
    }
  }
  const [t, locale] = await Promise.all([getT("accountAuth"), pageLocale()]);
  // The use case's sentences in the page's language (the English ones are the SPEC's, verbatim).
  const said = message === EMAIL_VERIFIED ? t("verifiedIntro") : message;
  const why = failure === INVALID_VERIFY_TOKEN ? t("brokenIntro") : String(detailIn(failure, locale));
  return said ? (
    <AuthCard kind={null} title={t("verifiedTitle")} intro={said}>
      <ButtonLink href="/listings" className="w-full">
        {t("toMarketplace")}
      </ButtonLink>
    </AuthCard>
  ) : (
    <AuthCard kind={null} title={t("brokenTitle")} intro={why}>
      <ButtonLink href="/profile" className="w-full">
        {t("newLink")}
      </ButtonLink>
    </AuthCard>
  );
}
