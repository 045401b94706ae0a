import { route } from "@/app/_doors/route";
import { getLineage } from "@/lib/seed-lots/get-lineage";

export const GET = route(getLineage);
