import { route } from "@/app/_doors/route";
import { getPushPublicKey } from "@/lib/push/get-public-key";

/** GET /api/push/public-key: the VAPID public key (base64url) for PushManager.subscribe. */
export const GET = route(getPushPublicKey);
