import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { getGroupImpact, groupImpactCsv } from "@/lib/groups/group-impact";

/** GET /api/groups/{id}/impact?from=&to=&format=json|csv: members only; CSV is one row per week. */
export const GET = route(getGroupImpact, {
  respond: (impact, request) =>
    new URL(request.url).searchParams.get("format") === "csv"
      ? new Response(groupImpactCsv(impact), {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="group-${impact.group_id}-impact-${impact.from}-to-${impact.to}.csv"`,
            "cache-control": "private, no-store",
          },
        })
      : NextResponse.json(impact),
});
