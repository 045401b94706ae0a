import { route } from "@/app/_doors/route";
import { requestPasswordReset } from "@/lib/accounts/request-password-reset";

/** JSON `email`: the same answer whether or not an account has that address. */
export const POST = route(requestPasswordReset);
