import { route } from "@/app/_doors/route";
import { varietyReports } from "@/lib/seed-lots/variety-reports";

export const GET = route(varietyReports);
