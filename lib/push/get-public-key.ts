import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { vapidKeys } from "./vapid";

/** GET /api/push/public-key: the VAPID public key a browser subscribes with. */
export const getPushPublicKey = defineUseCase({
  name: "push.public-key",
  caller: "anyone",
  input: z.object({}),
  run: async () => ({ public_key: vapidKeys().publicKey }),
});
