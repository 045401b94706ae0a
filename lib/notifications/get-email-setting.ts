import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { getEmailNotifications } from "./settings";

/** /profile's e-mail notification switch: the signed-in gardener's own setting. */
export const getEmailSetting = defineUseCase({
  name: "notifications.email-setting",
  caller: "signed-in",
  input: z.object({}),
  run: (viewer) => getEmailNotifications(viewer),
});
