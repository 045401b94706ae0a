"use server";

import { redirect } from "next/navigation";
import { action } from "@/app/_doors/action";
import { logOut } from "@/lib/auth/log-out";
import { clearSessionCookie } from "@/app/_doors/session";

/** Logout from the landing page (→ /) or the profile (→ /login): ends the session server-side. */
export const logoutAction = action(logOut, {
  after: async (_result, input) => {
    await clearSessionCookie();
    redirect(input instanceof FormData && input.get("redirectTo") === "/" ? "/" : "/login");
  },
});
