"use server";

import { action } from "@/app/_doors/action";
import { reportGrowOut } from "@/lib/seed-lots/report-grow-out";

/** The lot page's grow-out form (issue 36): the same use case, limits and checks as the API. */
export const reportGrowOutAction = action(reportGrowOut, { revalidate: ["/seed-lots/[code]"] });
