import type { Viewer } from "@/lib/auth/session";
import { invalid, unauthorized } from "@/lib/errors";
import { parse } from "@/lib/validation";
import { emailSettingSchema } from "@/lib/validation/notifications";
import { emailNotificationsOf, setEmailNotificationsFor } from "./email";
import { verifyUnsubscribeToken } from "./unsubscribe";

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid.";

/** The viewer's own e-mail notification switch. */
export async function getEmailNotifications(viewer: Viewer | null): Promise<boolean> {
  if (!viewer) throw unauthorized();
  return (await emailNotificationsOf(viewer.id)) ?? false;
}

export async function setEmailNotifications(viewer: Viewer | null, input: unknown): Promise<boolean> {
  if (!viewer) throw unauthorized();
  const { enabled } = parse(emailSettingSchema, input);
  if (!(await setEmailNotificationsFor(viewer.id, enabled))) throw unauthorized();
  return enabled;
}

/** The same switch through an unsubscribe link's signed token (no session needed). */
export async function setEmailNotificationsByToken(token: unknown, input: unknown): Promise<boolean> {
  const userId = verifyUnsubscribeToken(token);
  if (userId === null) throw invalid(INVALID_UNSUBSCRIBE_LINK);
  const { enabled } = parse(emailSettingSchema, input);
  if (!(await setEmailNotificationsFor(userId, enabled))) throw invalid(INVALID_UNSUBSCRIBE_LINK);
  return enabled;
}

/** Who an unsubscribe token belongs to and their current setting, or null if the token is not valid. */
export async function unsubscribeState(token: unknown): Promise<{ enabled: boolean } | null> {
  const userId = verifyUnsubscribeToken(token);
  if (userId === null) return null;
  const on = await emailNotificationsOf(userId);
  return on === null ? null : { enabled: on };
}
