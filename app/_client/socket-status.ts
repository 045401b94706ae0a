import type { Socket } from "socket.io-client";

/**
 * connecting: first attempt or retrying after a drop; connected: live; unauthorized: the server
 * refused the session (logged out elsewhere, expired) — retrying will not help.
 */
export type SocketStatus = "connecting" | "connected" | "disconnected" | "unauthorized";

/**
 * The tab's reconnection rule, on one socket: a drop is retried by socket.io itself; a refused
 * handshake stops it (socket.active false) and means "logged out", unless the server said the
 * session could not be checked (`data.retry`: the database did not answer), which is "try again":
 * then we reconnect ourselves after 2–5 s, for as long as it takes. Returns the teardown.
 */
export function keepConnecting(socket: Socket, set: (status: SocketStatus) => void): () => void {
  const onConnect = () => set("connected");
  // The server ends a connection itself only when the session is over; otherwise the client retries.
  const onDisconnect = (reason: string) => set(reason === "io server disconnect" ? "unauthorized" : "connecting");
  let retry: ReturnType<typeof setTimeout> | undefined;
  const onConnectError = (err: Error & { data?: { retry?: boolean } }) => {
    if (socket.active) return set("connecting");
    if (!err.data?.retry) return set("unauthorized");
    set("connecting");
    clearTimeout(retry);
    retry = setTimeout(() => socket.connect(), 2_000 + Math.random() * 3_000);
  };
  socket.on("connect", onConnect);
  socket.on("disconnect", onDisconnect);
  socket.on("connect_error", onConnectError);
  return () => {
    clearTimeout(retry);
    socket.off("connect", onConnect);
    socket.off("disconnect", onDisconnect);
    socket.off("connect_error", onConnectError);
  };
}
