import { AppShell } from "@/components/shell/app-shell";
import { requirePageViewer } from "@/app/_doors/session";
import { shellBadges } from "@/lib/shell";

/** Signed-in-only: the guard is here on the server (proxy.ts only redirects early). */
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const viewer = await requirePageViewer();
  const badges = await shellBadges(viewer);
  return <AppShell badges={badges}>{children}</AppShell>;
}
