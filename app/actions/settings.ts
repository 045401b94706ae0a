"use server";

import { action } from "@/app/_doors/action";
import { changeEmail } from "@/lib/accounts/change-email";
import { changePassword } from "@/lib/accounts/change-password";
import { editAccount } from "@/lib/accounts/edit-account";

/** The settings page's forms (issue 31): the same use cases, limits and checks as the API. */
export const editAccountAction = action(editAccount, { revalidate: [["/", "layout"]] });
export const changePasswordAction = action(changePassword);
export const changeEmailAction = action(changeEmail, { revalidate: ["/settings", "/profile"] });
