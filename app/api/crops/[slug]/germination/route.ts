import { route } from "@/app/_doors/route";
import { cropGermination } from "@/lib/seed-lots/crop-germination";

export const GET = route(cropGermination);
