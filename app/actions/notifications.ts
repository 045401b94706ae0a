"use server";

import { getPageViewer } from "@/app/_doors/session";
import { isAppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { setEmailNotifications, setEmailNotificationsByToken } from "@/lib/notifications/settings";

export type EmailSettingResult = { ok: true; enabled: boolean } | { ok: false; error: string };

const failed = (err: unknown): EmailSettingResult => {
  if (!isAppError(err)) log.error("e-mail setting failed", err);
  return { ok: false, error: isAppError(err) ? err.message : "Failed to save your setting. Please try again." };
};

/** The switch on /profile (signed in). */
export async function setEmailNotificationsAction(enabled: boolean): Promise<EmailSettingResult> {
  try {
    return { ok: true, enabled: await setEmailNotifications(await getPageViewer(), { enabled }) };
  } catch (err) {
    return failed(err);
  }
}

/** The unsubscribe page's button (no login: the signed token from the e-mail is the proof). */
export async function setEmailNotificationsByTokenAction(token: string, enabled: boolean): Promise<EmailSettingResult> {
  try {
    return { ok: true, enabled: await setEmailNotificationsByToken(token, { enabled }) };
  } catch (err) {
    return failed(err);
  }
}
