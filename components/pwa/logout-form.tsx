"use client";

import type { ReactNode } from "react";
import { markSigningOut } from "@/app/_client/api";
import { logoutAction } from "@/app/actions/session";
import { clearDeviceData } from "./device-data";

/** Logout that first forgets the gardener on this device (caches, offline queue, push subscription). */
export function LogoutForm({ redirectTo, className, children }: { redirectTo?: string; className?: string; children: ReactNode }) {
  return (
    <form
      className={className}
      action={async (form: FormData) => {
        markSigningOut();
        await clearDeviceData().catch(() => {});
        await logoutAction(form);
      }}
    >
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {children}
    </form>
  );
}
