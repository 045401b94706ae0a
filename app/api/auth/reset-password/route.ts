import { route } from "@/app/_doors/route";
import { resetPassword } from "@/lib/accounts/reset-password";

/** JSON `token, new_password, confirm_password`: sets the password and ends every session. */
export const POST = route(resetPassword);
