import { route } from "@/app/_doors/route";
import { createSeedLot } from "@/lib/seed-lots/create-seed-lot";

export const POST = route(createSeedLot, { status: 201 });
