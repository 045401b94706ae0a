import { AppShell } from "@/components/shell/app-shell";
import { load, requirePageViewer } from "@/app/_doors/page";
import { shellBadges } from "@/lib/shell";

/** Signed-in-only: the guard is here on the server (proxy.ts only redirects early). */
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  await requirePageViewer();
  const badges = await load(shellBadges, {});
  return <AppShell badges={badges}>{children}</AppShell>;
}
