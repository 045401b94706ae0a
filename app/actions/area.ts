"use server";

import { action, type ActionResult } from "@/app/_doors/action";
import { nextRequest } from "@/app/_doors/next-request";
import { AREA_COOKIE } from "@/lib/places/area-cookie";
import { AREA_COOKIE_MAX_AGE, setBrowsingArea } from "@/lib/places/browsing-area";

const setArea = action(setBrowsingArea, {
  after: async (result) => {
    if (!result.ok) return;
    // Setting a cookie in an action re-renders the page: the marketplace shows distances at once.
    (await nextRequest.cookies()).set(AREA_COOKIE, result.data.area, { maxAge: AREA_COOKIE_MAX_AGE, sameSite: "lax", httpOnly: true, path: "/", secure: process.env.NODE_ENV === "production" && process.env.PUBLIC_URL?.startsWith("https:") });
  },
});

/** The anonymous visitor's "Your postcode or town" form (useActionState: works before JavaScript loads). */
export async function setAreaFormAction(_previous: ActionResult<{ area: string; label: string }> | null, form: FormData) {
  return setArea(form);
}

/** "Change area": forget the visitor's area. */
export async function clearAreaAction() {
  (await nextRequest.cookies()).delete(AREA_COOKIE);
}
