import Link from "next/link";
import { logoutAction } from "@/app/actions/session";
import { Logo } from "@/components/shell/logo";

/** Landing header: Login, or Logout when signed in (logout returns to /). */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="mx-auto flex max-w-6xl items-center justify-between px-5 py-5">
      <Logo />
      {signedIn ? (
        <form action={logoutAction}>
          <input type="hidden" name="redirectTo" value="/" />
          <button type="submit" className="rounded-full px-4 py-2 font-bold text-primary hover:bg-primary-soft">
            Logout
          </button>
        </form>
      ) : (
        <Link href="/login" className="rounded-full px-4 py-2 font-bold text-primary hover:bg-primary-soft">
          Login
        </Link>
      )}
    </header>
  );
}
