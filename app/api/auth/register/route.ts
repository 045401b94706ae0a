import { route } from "@/app/_doors/route";
import { registerAccount } from "@/lib/accounts/register-account";

export const POST = route(registerAccount, { status: 201 });
