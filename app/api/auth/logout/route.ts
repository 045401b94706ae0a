import { NextResponse } from "next/server";
import { logout, sessionCookieName } from "@/lib/auth";
import { publicRoute } from "@/lib/http";

/** Ends this session server-side (the token stops working) and clears the cookie. */
export const POST = publicRoute(async (_request, { viewer }) => {
  await logout(viewer);
  const res = new NextResponse(null, { status: 204 });
  res.cookies.delete(sessionCookieName());
  return res;
});
