import { resetPassword } from "@/lib/accounts/password-reset";
import { publicRoute, readJson } from "@/lib/http";

/** JSON `token, new_password, confirm_password`: sets the password and ends every session. */
export const POST = publicRoute(async (request) => resetPassword(await readJson(request)));
