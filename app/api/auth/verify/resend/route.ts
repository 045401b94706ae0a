import { route } from "@/app/_doors/route";
import { resendVerification } from "@/lib/accounts/resend-verification";

/** A new confirmation link to the signed-in gardener's own address (limited). */
export const POST = route(resendVerification);
