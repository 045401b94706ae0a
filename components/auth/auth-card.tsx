import type { ReactNode } from "react";
import { LinkTabs } from "@/components/ui/tabs";

/**
 * The one auth card (360 px): Login / Register tabs on top unless `tab` is null (forgot / reset).
 * `next` (already checked by safeNextPath) rides along on both tabs, so switching keeps the way back.
 */
export function AuthCard({ tab, title, intro, next, children }: { tab: "login" | "register" | null; title: string; intro?: ReactNode; next?: string; children: ReactNode }) {
  const carry = next ? `?next=${encodeURIComponent(next)}` : "";
  return (
    <section aria-labelledby="auth-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line">
      {tab && (
        <div className="mb-6">
          <LinkTabs
            label="Login or register"
            items={[
              { label: "Login", href: `/login${carry}`, active: tab === "login" },
              { label: "Register", href: `/register${carry}`, active: tab === "register" },
            ]}
          />
        </div>
      )}
      <h1 id="auth-title" className={`text-2xl text-primary ${tab ? "sr-only" : "mb-2"}`}>
        {title}
      </h1>
      {intro && <p className="mb-5 text-sm leading-relaxed text-muted">{intro}</p>}
      {children}
    </section>
  );
}
