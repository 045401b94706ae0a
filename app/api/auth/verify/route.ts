import { route } from "@/app/_doors/route";
import { verifyEmail } from "@/lib/accounts/verify-email";

/** JSON `token` from the confirmation link: confirms the address it was sent to. */
export const POST = route(verifyEmail);
