import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Logo } from "@/components/shell/logo";
import { RetryButton } from "@/components/pwa/retry-button";

export const metadata: Metadata = { title: "You're offline", robots: { index: false } };
export const dynamic = "force-static";

/** The pages the service worker keeps readable offline once seen (sw/sw.ts). */
const SAVED = [
  ["/my-listings", "My listings"],
  ["/post-want", "Wish list"],
  ["/messages", "Messages"],
  ["/listings", "Marketplace"],
] as const;

/** Shown by the service worker for a page this device has never saved while there is no connection. */
export default function OfflinePage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
      <Logo />
      <h1 className="text-2xl text-primary">You&apos;re offline</h1>
      <p className="text-muted">
        This page isn&apos;t saved on this device yet. The pages you opened recently — your have list, wish list, messages and
        listings — still work without a connection.
      </p>
      <div className="flex w-full flex-col gap-3">
        <RetryButton />
      </div>
      <nav aria-label="Pages saved on this device" className="w-full">
        <p className="mb-2 text-sm text-muted">Or open a page you saw recently:</p>
        <ul className="grid grid-cols-2 gap-3">
          {SAVED.map(([href, label]) => (
            <li key={href}>
              <Link href={href} className="inline-flex h-12 w-full items-center justify-center rounded-full border-2 border-primary/20 px-4 font-bold text-primary hover:bg-primary-soft">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
