import { route } from "@/app/_doors/route";
import { logIn } from "@/lib/auth/log-in";

/** OAuth2-style password login: form-encoded `username` (holding the e-mail) and `password` (JSON works too). */
export const POST = route(logIn);
