import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { exportAccount } from "@/lib/accounts/export-account";

/** Everything the account holds, as a JSON file to save (issue 31). Never cached: it is personal. */
export const GET = route(exportAccount, {
  respond: (data) =>
    NextResponse.json(data, {
      headers: {
        "Content-Disposition": `attachment; filename="gardenswap-${data.profile.username}-${data.exported_at.slice(0, 10)}.json"`,
        "Cache-Control": "no-store",
      },
    }),
});
