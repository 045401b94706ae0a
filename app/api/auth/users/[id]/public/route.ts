import { route } from "@/app/_doors/route";
import { getPublicGardener } from "@/lib/accounts/get-public-gardener";

/** What anyone may know of a gardener: never e-mail, names or street address. */
export const GET = route(getPublicGardener);
