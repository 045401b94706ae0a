import type { Metadata } from "next";
import { load } from "@/app/_doors/page";
import { AuthCard } from "@/components/auth/auth-card";
import { ButtonLink } from "@/components/ui/button";
import { verifyEmail } from "@/lib/accounts/verify-email";
import { INVALID_VERIFY_TOKEN } from "@/lib/accounts/email-verification";
import { isAppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Confirm your e-mail address", robots: { index: false } };

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
  return message ? (
    <AuthCard tab={null} title="Address confirmed" intro={message}>
      <ButtonLink href="/listings" className="w-full">
        Go to the marketplace
      </ButtonLink>
    </AuthCard>
  ) : (
    <AuthCard tab={null} title="This link does not work" intro={failure}>
      <ButtonLink href="/profile" className="w-full">
        Send a new link from your profile
      </ButtonLink>
    </AuthCard>
  );
}
