"use server";

import { action, type ActionResult } from "@/app/_doors/action";
import { setEmailSetting, setEmailSettingByToken } from "@/lib/notifications/set-email-setting";
import { setNotificationSettings } from "@/lib/notifications/set-notification-settings";
import type { KindSwitches, SwitchKind } from "@/lib/validation/email-kinds";

export type EmailSettingResult = { ok: true; enabled: boolean } | { ok: false; error: string };

const asSetting = (r: ActionResult<boolean>): EmailSettingResult => (r.ok ? { ok: true, enabled: r.data } : { ok: false, error: r.error });

const setOwn = action(setEmailSetting);
const setByToken = action(setEmailSettingByToken);

/** The switch on /profile (signed in). */
export async function setEmailNotificationsAction(enabled: boolean): Promise<EmailSettingResult> {
  return asSetting(await setOwn({ enabled }));
}

/** The unsubscribe page's button (no login: the signed token from the e-mail is the proof). */
export async function setEmailNotificationsByTokenAction(token: string, enabled: boolean): Promise<EmailSettingResult> {
  return asSetting(await setByToken({ token, enabled }));
}

const setSettings = action(setNotificationSettings);
export type NotificationSettingsResult = { ok: true; email: KindSwitches } | { ok: false; error: string };

/** One e-mail switch per kind on /profile (signed in). */
export async function setEmailKindAction(kind: SwitchKind, enabled: boolean): Promise<NotificationSettingsResult> {
  const r = await setSettings({ email: { [kind]: enabled } });
  return r.ok ? { ok: true, email: r.data.email } : { ok: false, error: r.error };
}
