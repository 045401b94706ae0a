import Link from "@/components/ui/link";
import { LogoutForm } from "@/components/pwa/logout-form";
import { Logo } from "@/components/shell/logo";
import { getT } from "@/app/_doors/locale";

const pill = "inline-flex h-11 items-center rounded-full border-2 border-primary/15 px-5 font-bold text-primary transition-colors hover:border-primary hover:bg-primary-soft";

/** Landing header: Login, or Logout when signed in (logout returns to /). */
export async function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const t = await getT("shell");
  return (
    <header className="sticky top-0 z-20 w-full border-b border-line/60 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/75">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-5 py-3">
        <Logo />
        {signedIn ? (
          <LogoutForm redirectTo="/">
            <button type="submit" className={pill}>
              {t("logout")}
            </button>
          </LogoutForm>
        ) : (
          <Link href="/login" className={pill}>
            {t("login")}
          </Link>
        )}
      </div>
    </header>
  );
}
