import "@/lib/validation/zod-config";
import { z } from "zod";
import { unauthorized } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { emailKindsOf, pushKindsOf } from "./kind-settings";

/** GET /api/notifications/settings: the signed-in gardener's e-mail and push switches per kind. */
export const getNotificationSettings = defineUseCase({
  name: "notifications.settings",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer) => {
    const email = await emailKindsOf(viewer.id);
    if (!email) throw unauthorized();
    return { email, push: await pushKindsOf(viewer.id) };
  },
});
