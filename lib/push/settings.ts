import { schema } from "@/db";
import type { PushKind } from "@/lib/validation/push";

const { pushSubscriptions } = schema;

export const SUBSCRIPTION_NOT_FOUND = "Push subscription not found";
/** Devices one gardener may have subscribed at once; the oldest goes when a new one comes. */
export const MAX_DEVICES = 10;

/** One device's push settings, as the API answers them. */
export type PushSettings = { endpoint: string; kinds: PushKind[]; preview: boolean };

export const settingsColumns = { endpoint: pushSubscriptions.endpoint, kinds: pushSubscriptions.kinds, preview: pushSubscriptions.preview };
