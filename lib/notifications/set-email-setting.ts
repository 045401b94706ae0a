import "@/lib/validation/zod-config";
import { z } from "zod";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { emailSettingSchema } from "@/lib/validation/notifications";
import { INVALID_UNSUBSCRIBE_LINK, setEmailNotifications, setEmailNotificationsByToken } from "./settings";

/** /profile's e-mail notification switch: the signed-in gardener turns their own e-mails on or off. */
export const setEmailSetting = defineUseCase({
  name: "notifications.set-email-setting",
  caller: "signed-in",
  input: emailSettingSchema,
  run: (viewer, input) => setEmailNotifications(viewer, input),
});

/**
 * The unsubscribe page's switch: no session, the e-mail's signed token is the proof. Limited per IP
 * together with the e-mailed link (one `unsubscribe` bucket), so the page's button
 * is no way around it.
 */
export const setEmailSettingByToken = defineUseCase({
  name: "notifications.set-email-setting-by-token",
  caller: "anyone",
  input: emailSettingSchema.extend({ token: z.string({ error: INVALID_UNSUBSCRIBE_LINK }) }),
  limits: LIMITS.unsubscribe,
  run: (_viewer, { token, enabled }) => setEmailNotificationsByToken(token, { enabled }),
});
