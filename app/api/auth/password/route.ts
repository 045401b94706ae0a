import { route } from "@/app/_doors/route";
import { changePassword } from "@/lib/accounts/change-password";

/** JSON `current_password, new_password`: sets it and ends every other session (issue 31). */
export const POST = route(changePassword);
