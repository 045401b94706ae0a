/** Where the chat's offline queue keeps unsent messages (components/chat/outbox.ts); logout empties it (device-data.ts). */
export const OUTBOX_KEY = "gs-outbox";
