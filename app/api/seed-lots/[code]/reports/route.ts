import { route } from "@/app/_doors/route";
import { reportGrowOut } from "@/lib/seed-lots/report-grow-out";

export const POST = route(reportGrowOut, { status: 201 });
