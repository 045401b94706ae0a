import "@/lib/validation/zod-config";
import { unauthorized } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { notificationSettingsSchema } from "@/lib/validation/notifications";
import { emailKindsOf, pushKindsOf, setEmailKindsFor, setPushKindsFor } from "./kind-settings";

/**
 * PUT /api/notifications/settings: changes the switches sent, leaves the others. Push switches apply
 * to every device the gardener subscribed; with none, push stays off (a device opts in first, with the
 * browser's permission). Answers the settings as they now are.
 */
export const setNotificationSettings = defineUseCase({
  name: "notifications.set-settings",
  caller: "signed-in",
  input: notificationSettingsSchema,
  run: async (viewer, { email, push }) => {
    if (!(await setEmailKindsFor(viewer.id, email ?? {}))) throw unauthorized();
    await setPushKindsFor(viewer.id, push ?? {});
    const now = await emailKindsOf(viewer.id);
    if (!now) throw unauthorized();
    return { email: now, push: await pushKindsOf(viewer.id) };
  },
});
