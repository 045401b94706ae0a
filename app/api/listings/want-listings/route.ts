import { NextResponse } from "next/server";
import { invalid } from "@/lib/errors";
import { route } from "@/app/_doors/route";
import { publicRoute } from "@/lib/http";
import { listWants } from "@/lib/wants";
import { createWant } from "@/lib/wants/create-want";

/** GET /api/listings/want-listings[?user_id=]: a gardener's wish list (own without user_id). */
export const GET = publicRoute(async (request, { viewer }) => {
  const raw = new URL(request.url).searchParams.get("user_id");
  let userId: number | undefined;
  if (raw !== null && raw.trim() !== "") {
    userId = Number(raw);
    if (!Number.isInteger(userId) || userId < 1 || userId > 2_147_483_647) throw invalid("user_id must be a positive whole number", [{ loc: ["query", "user_id"], msg: "user_id must be a positive whole number", type: "int_parsing" }]);
  }
  return NextResponse.json(await listWants(viewer, userId));
});

/** POST /api/listings/want-listings with title and category_id. */
export const POST = route(createWant, { status: 201 });
