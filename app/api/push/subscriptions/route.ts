import { queryOf, route } from "@/app/_doors/route";
import { readBody } from "@/app/_doors/http";
import { getPushSubscription } from "@/lib/push/get-subscription";
import { subscribePush } from "@/lib/push/subscribe";
import { unsubscribePush } from "@/lib/push/unsubscribe";

/** GET /api/push/subscriptions?endpoint=…: this device's kinds and preview setting. */
export const GET = route(getPushSubscription);

/** POST /api/push/subscriptions: a PushSubscription's JSON plus `kinds` (and `preview`). */
export const POST = route(subscribePush, { status: 201 });

/** DELETE /api/push/subscriptions: by endpoint, in a JSON body or the query. */
export const DELETE = route(unsubscribePush, {
  input: async (request) => ({ ...queryOf(request), ...(request.headers.get("content-type") ? (await readBody(request)).fields : {}) }),
});
