import { route } from "@/app/_doors/route";
import { getProfile } from "@/lib/accounts/get-profile";

export const GET = route(getProfile);
