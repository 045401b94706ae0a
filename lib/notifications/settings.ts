import type { Viewer } from "@/lib/auth/session";
import { invalid, unauthorized } from "@/lib/errors";
import { parse } from "@/lib/validation";
import { emailSettingSchema } from "@/lib/validation/notifications";
import { emailNotificationsOf, setEmailNotificationsFor } from "./email";
import { emailKindsOf, setEmailKindsFor } from "./kind-settings";
import { unsubscribeScope } from "./unsubscribe";
import type { SwitchKind } from "@/lib/validation/email-kinds";

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

/**
 * The same switch through an unsubscribe link's signed token (no session needed): the kinds the link
 * was made for (a reply mail's link: that kind; an older link: matches and friend requests).
 */
export async function setEmailNotificationsByToken(token: unknown, input: unknown): Promise<boolean> {
  const scope = unsubscribeScope(token);
  if (scope === null) throw invalid(INVALID_UNSUBSCRIBE_LINK);
  const { enabled } = parse(emailSettingSchema, input);
  const change = Object.fromEntries(scope.kinds.map((k) => [k, enabled]));
  if (!(await setEmailKindsFor(scope.userId, change))) throw invalid(INVALID_UNSUBSCRIBE_LINK);
  return enabled;
}

/** Who an unsubscribe token belongs to and their current setting (on while any of its kinds is on), or null if the token is not valid. */
export async function unsubscribeState(token: unknown): Promise<{ enabled: boolean; kinds: SwitchKind[] } | null> {
  const scope = unsubscribeScope(token);
  if (scope === null) return null;
  const switches = await emailKindsOf(scope.userId);
  return switches === null ? null : { enabled: scope.kinds.some((k) => switches[k]), kinds: scope.kinds };
}
