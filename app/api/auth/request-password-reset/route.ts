import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { publicRoute, readJson } from "@/lib/http";

/** JSON `email`: the same answer whether or not an account has that address. */
export const POST = publicRoute(async (request) => requestPasswordReset(await readJson(request)));
