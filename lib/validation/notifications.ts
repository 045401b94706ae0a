import "./zod-config";
import { z } from "zod";

export const NOTIFICATIONS_PAGE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
export const READ_IDS_MAX = 200;

const intFromQuery = (min: number, max: number, msg: string) =>
  z.preprocess((v) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v), z.number({ error: msg }).int(msg).min(min, msg).max(max, msg));

/** GET /api/notifications?cursor=<id of the last item seen>&limit=<1..50>. */
export const notificationListSchema = z.object({
  cursor: intFromQuery(1, 2_147_483_647, "Invalid cursor").optional(),
  limit: intFromQuery(1, NOTIFICATIONS_PAGE_MAX, `Limit must be between 1 and ${NOTIFICATIONS_PAGE_MAX}`).default(NOTIFICATIONS_PAGE),
});

/** POST /api/notifications/read: {"ids": [1, 2]} or {"all": true}. */
export const notificationReadSchema = z.union(
  [
    z.object({ ids: z.array(z.number().int().positive().max(2_147_483_647, "ids must be notification ids")).min(1, "ids must not be empty").max(READ_IDS_MAX, `At most ${READ_IDS_MAX} ids at once`) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: 'Send {"ids": [...]} or {"all": true}' },
);

/** The e-mail notifications switch on /profile and on the unsubscribe page. */
export const emailSettingSchema = z.object({ enabled: z.boolean({ error: "enabled must be true or false" }) });

const kindSwitches = (channel: string) =>
  z
    .object(
      {
        messages: z.boolean({ error: `${channel}.messages must be true or false` }).optional(),
        trades: z.boolean({ error: `${channel}.trades must be true or false` }).optional(),
        matches: z.boolean({ error: `${channel}.matches must be true or false` }).optional(),
        friends: z.boolean({ error: `${channel}.friends must be true or false` }).optional(),
      },
      { error: `${channel} must be an object of switches` },
    )
    .strict();

/** PUT /api/notifications/settings: the switches to change, per channel and kind (any subset). */
export const notificationSettingsSchema = z.object({ email: kindSwitches("email").optional(), push: kindSwitches("push").optional() }).strict();
