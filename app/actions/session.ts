"use server";

import { redirect } from "next/navigation";
import { logout } from "@/lib/auth";
import { clearSessionCookie, getPageViewer } from "@/lib/auth/page";

/** Logout from the landing page (→ /) or the profile (→ /login): ends the session server-side. */
export async function logoutAction(formData: FormData) {
  await logout(await getPageViewer());
  await clearSessionCookie();
  const to = formData.get("redirectTo");
  redirect(to === "/" ? "/" : "/login");
}
