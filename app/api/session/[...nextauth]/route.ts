import NextAuth from "next-auth";
import { errorResponse } from "@/app/_doors/http";
import { clientIp } from "@/app/_doors/route";
import { authOptions } from "@/lib/auth/next-auth";
import type { RateLimitedError } from "@/lib/rate-limit";

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handle(request: Request, ctx: Ctx) {
  const params = await ctx.params;
  let refusal: RateLimitedError | null = null;
  // next-auth v4's app-router handler takes the same (request, context) pair.
  const answer = await NextAuth(authOptions({ ip: clientIp(request.headers), refused: (e) => (refusal = e) }))(request, { params });
  // Over a login limit: the 429 + Retry-After + {"detail"} of every other door, not next-auth's 401.
  return refusal ? errorResponse(refusal) : answer;
}

export { handle as GET, handle as POST };
