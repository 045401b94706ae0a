import "@/lib/validation/zod-config";
import { z } from "zod";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { INVALID_UNSUBSCRIBE_LINK, setEmailNotificationsByToken } from "./settings";

/**
 * The link in every notification e-mail (GET /api/unsubscribe and RFC 8058 one-click POST): no
 * login, the signed token is the proof; it turns e-mail notifications off. Limited per IP.
 */
export const unsubscribeEmails = defineUseCase({
  name: "notifications.unsubscribe",
  caller: "anyone",
  input: z.object({ token: z.string({ error: INVALID_UNSUBSCRIBE_LINK }).optional() }),
  limits: LIMITS.unsubscribe,
  run: async (_viewer, { token }) => {
    await setEmailNotificationsByToken(token ?? "", { enabled: false });
    return { unsubscribed: true as const };
  },
});
