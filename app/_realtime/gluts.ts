import { socketEvent } from "@/app/_doors/socket";
import { watchListing } from "@/lib/gluts/watch-listing";
import { listingRoom } from "@/lib/realtime";
import type { SocketFeature } from "@/app/_realtime/socket-server";

/** Issue 36: a listing page's tab joins its room once the one rule lets it see the listing, and hears portions_left. */
export const glutsFeature: SocketFeature = (socket) => {
  socket.on("watch_listing", socketEvent(watchListing, { ack: ({ id }) => (void socket.join(listingRoom(id)), { ok: true }), perSecond: 5 })(socket));
};
