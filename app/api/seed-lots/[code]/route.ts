import { route } from "@/app/_doors/route";
import { getSeedLot } from "@/lib/seed-lots/get-seed-lot";

export const GET = route(getSeedLot);
