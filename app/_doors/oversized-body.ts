import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { BODY_LIMIT, BODY_TOO_LARGE, UPLOAD_BODY_LIMIT } from "./body-limits";

/** The largest body any request may declare (a 10 MB image plus its form; server actions allow 12 MB). */
export const MAX_REQUEST_BYTES = 12 * 1024 * 1024;
/** After a 413, at most this much of the refused body is read (and discarded), for at most this long. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 10_000;

/**
 * The most this request may declare: an API body that is not multipart is JSON or a form (64 KB, as
 * route handlers read it), a multipart one carries one image; anything else (server actions) the
 * server-wide cap. Route handlers still stream-limit every body, chunked ones included (app/_doors/http.ts).
 */
export function bodyLimitOf(req: IncomingMessage): number {
  if (!req.url?.startsWith("/api/")) return MAX_REQUEST_BYTES;
  return String(req.headers["content-type"] ?? "").toLowerCase().includes("multipart/form-data") ? UPLOAD_BODY_LIMIT : BODY_LIMIT;
}

export const declaresTooMuch = (req: IncomingMessage) => Number(req.headers["content-length"] ?? 0) > bodyLimitOf(req);

/**
 * Answers 413 `{"detail": ...}` at once, then reads and discards what the client is still sending
 * before closing (bounded in bytes and time, nothing kept). Closing straight away made the client's
 * kernel reset the connection while it was still uploading: fetch and browsers reported a network
 * error instead of the 413 (issue 29). The response is written whole (Content-Length, `Connection:
 * close`) but ended only once the body is drained, since ending it closes the socket.
 */
export function refuseOversized(req: IncomingMessage, res: ServerResponse) {
  const body = JSON.stringify({ detail: BODY_TOO_LARGE });
  res.writeHead(413, { "content-type": "application/json", "content-length": Buffer.byteLength(body), connection: "close" });
  res.write(body);
  let drained = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    req.removeListener("data", count);
    res.end();
  };
  const count = (chunk: Buffer) => {
    drained += chunk.byteLength;
    if (drained > DRAIN_MAX_BYTES) {
      finish();
      req.socket.destroy();
    }
  };
  const timer = setTimeout(() => {
    finish();
    req.socket.destroy();
  }, DRAIN_MAX_MS).unref();
  req.on("data", count);
  req.once("end", finish);
  req.once("error", finish);
  req.socket.once("close", finish);
}

/**
 * `Expect: 100-continue`: a client that waits for permission to send its body gets the 413 instead
 * of `100 Continue` (Node would otherwise say 100 to everything). Either way the request then goes to
 * the server's request handler (security headers, the caller's address), which refuses it there.
 */
export function answerExpectContinue(server: Server) {
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    if (!declaresTooMuch(req)) res.writeContinue();
    server.emit("request", req, res);
  });
}
