import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handle(request: Request, ctx: Ctx) {
  const params = await ctx.params;
  // next-auth v4's app-router handler takes the same (request, context) pair.
  return NextAuth(authOptions())(request, { params });
}

export { handle as GET, handle as POST };
