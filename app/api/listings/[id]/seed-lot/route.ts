import { route } from "@/app/_doors/route";
import { getListingLot } from "@/lib/seed-lots/get-listing-lot";

export const GET = route(getListingLot);
