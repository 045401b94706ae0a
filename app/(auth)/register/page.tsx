import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/lazy-forms";
import { getPageViewer } from "@/app/_doors/page";
import { safeNextPath } from "@/lib/validation/auth";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
import Link from "@/components/ui/link";

export const metadata: Metadata = {
  title: "Register",
  description: "Join GardenSwap: a free neighbourhood marketplace to swap, sell or give away seeds, plants and produce.",
};

export default async function RegisterPage({ searchParams }: { searchParams: Search }) {
  // The way back (e.g. the listing "Sign up to message" came from) survives register, onboarding and login.
  const next = safeNextPath(one((await searchParams).next), "") || undefined;
  if (await getPageViewer()) redirect(next ?? "/my-listings");
  return (
    <AuthCard tab="register" title="Register" next={next}>
      <RegisterForm next={next} />
      <p className="mt-4 text-center text-sm text-muted">
        By registering you agree to our{" "}
        <Link href="/terms" className="font-bold text-primary underline underline-offset-2">
          terms
        </Link>{" "}
        and{" "}
        <Link href="/guidelines" className="font-bold text-primary underline underline-offset-2">
          community guidelines
        </Link>
        . Our{" "}
        <Link href="/privacy" className="font-bold text-primary underline underline-offset-2">
          privacy page
        </Link>{" "}
        says what we keep and why.
      </p>
    </AuthCard>
  );
}
