import { route } from "@/app/_doors/route";
import { updateProfile } from "@/lib/accounts/update-profile";

/** Multipart: optional `file`, `city`, `state`, `postcode`, optional `address`, `apt` (JSON works without a file). */
export const POST = route(updateProfile);
