import { route } from "@/app/_doors/route";
import { giftSeedLot } from "@/lib/seed-lots/gift-seed-lot";

export const POST = route(giftSeedLot, { status: 201 });
