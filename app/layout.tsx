import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { headers } from "next/headers";
import { ServiceWorkerRegister } from "@/components/pwa/sw-register";
import { THEME_COLOR } from "@/lib/pwa/manifest";
import { getT, pageLocale } from "@/app/_doors/locale";
import { dirOf } from "@/lib/i18n/locales";
import "./globals.css";

// Served from the repository: no font download at build time (SPEC §9 font: Koh Santepheap).
// Only the weights of body text and headings are preloaded; 900 (the wordmark, unread names) is a
// family of its own so it loads when used, not on every page before first paint (decision 0135).
const koh = localFont({
  src: [
    { path: "./fonts/koh-santepheap-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "./fonts/koh-santepheap-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-koh",
  display: "swap",
});
const kohBlack = localFont({
  src: [{ path: "./fonts/koh-santepheap-latin-900-normal.woff2", weight: "900", style: "normal" }],
  variable: "--font-koh-black",
  display: "swap",
  preload: false,
});

// Arabic letters (issue 38): Koh Santepheap has none, so the stack goes on to Noto Naskh Arabic (OFL,
// @fontsource's Arabic subset), a book face that sits beside Koh's serifs. Its unicode-range means only a
// page with Arabic letters downloads it; not preloaded, so English and Spanish pages pay nothing.
const naskh = localFont({
  src: [
    { path: "./fonts/noto-naskh-arabic-arabic-400-normal.woff2", weight: "400", style: "normal" },
    { path: "./fonts/noto-naskh-arabic-arabic-700-normal.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-arabic",
  display: "swap",
  preload: false,
  declarations: [{ prop: "unicode-range", value: "U+0600-06FF, U+0750-077F, U+0870-089F, U+08A0-08FF, U+FB50-FDFF, U+FE70-FEFF, U+200C-200E" }],
});

/** Every page's defaults, the title and description in the page's language (issue 38). */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("pagesSite");
  return {
    metadataBase: new URL(process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`),
    title: { default: t("title"), template: "%s · GardenSwap" },
    description: t("description"),
    applicationName: "GardenSwap",
    openGraph: { siteName: "GardenSwap", type: "website", images: ["/og.png"] },
    icons: { icon: [{ url: "/favicon.ico", sizes: "48x48" }, { url: "/icon.svg", type: "image/svg+xml" }], apple: "/icons/apple-touch-icon.png" },
    // Installed on a phone (app/manifest.ts): full screen, the name under the icon.
    appleWebApp: { capable: true, title: "GardenSwap", statusBarStyle: "default" },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: THEME_COLOR },
    { media: "(prefers-color-scheme: dark)", color: "#161210" },
  ],
  colorScheme: "light dark",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Pages render per request so Next can put this request's CSP nonce on its scripts (proxy.ts).
  await headers();
  const locale = await pageLocale();
  const t = await getT("shell");
  return (
    <html lang={locale} dir={dirOf(locale)} className={`${koh.variable} ${kohBlack.variable} ${naskh.variable}`}>
      <body className="min-h-dvh font-sans">
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        {children}
        <ServiceWorkerRegister />
      </body>
    </html>
  );
}
