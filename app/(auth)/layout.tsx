import { Logo } from "@/components/shell/logo";
import { LegalLinks } from "@/components/legal/legal-links";
import { getT } from "@/app/_doors/locale";

/** The frame of the auth screens: a centred 360 px card on the cream background. */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const t = await getT("shell");
  return (
    <main id="main" tabIndex={-1} className="outline-none flex min-h-dvh flex-col items-center px-4 py-10">
      <Logo />
      <p className="mt-2 text-center text-sm text-muted">{t("tagline")}</p>
      <div className="mt-6 w-full max-w-[360px]">{children}</div>
      <footer className="mt-8 text-sm">
        <LegalLinks />
      </footer>
    </main>
  );
}
