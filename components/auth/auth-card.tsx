import type { ReactNode } from "react";
import { LinkTabs } from "@/components/ui/tabs";
import { getT } from "@/app/_doors/locale";

/**
 * The one auth card (360 px): Login / Register tabs on top (`kind` is the active one) unless `kind` is null (forgot / reset).
 * `next` (already checked by safeNextPath) rides along on both tabs, so switching keeps the way back.
 */
export async function AuthCard({ kind: tab, title, intro, next, children }: { kind: "login" | "register" | null; title: string; intro?: ReactNode; next?: string; children: ReactNode }) {
  const carry = next ? `?next=${encodeURIComponent(next)}` : "";
  const t = await getT("accountAuth");
  return (
    <section aria-labelledby="auth-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line">
      {tab && (
        <div className="mb-6">
          <LinkTabs
            label={t("tabs")}
            items={[
              { label: t("tabLogin"), href: `/login${carry}`, active: tab === "login" },
              { label: t("tabRegister"), href: `/register${carry}`, active: tab === "register" },
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
