import { SiteHeader } from "@/components/marketing/site-header";
import { LegalLinks } from "@/components/legal/legal-links";
import { AppShell } from "@/components/shell/app-shell";
import { getPageViewer, load } from "@/app/_doors/page";
import { shellBadges } from "@/lib/shell";

/**
 * Pages anyone may open (listing detail, seller profile): the signed-in shell for gardeners,
 * a light public frame for anonymous visitors following a shared link.
 */
export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  const viewer = await getPageViewer();
  if (viewer) return <AppShell badges={await load(shellBadges, {})}>{children}</AppShell>;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader signedIn={false} />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-5xl flex-1 px-4 pb-12">{children}</main>
      <footer className="border-t border-line py-6 text-center text-sm text-muted">
        © {new Date().getFullYear()} GardenSwap
        <LegalLinks />
      </footer>
    </div>
  );
}
