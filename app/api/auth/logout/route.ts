import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { sessionCookieName } from "@/lib/auth";
import { logOut } from "@/lib/auth/log-out";

/** Ends this session server-side (the token stops working) and clears the cookie. */
export const POST = route(logOut, {
  respond: () => {
    const res = new NextResponse(null, { status: 204 });
    res.cookies.delete(sessionCookieName());
    return res;
  },
});
