import { route } from "@/app/_doors/route";
import { changeEmail } from "@/lib/accounts/change-email";

/** JSON `email, password`: 202, a confirmation link goes to the new address; the old one stays until it is opened. */
export const POST = route(changeEmail, { status: 202 });
