/**
 * Body sizes, in a module without dependencies: app/_doors/http.ts reads bodies with them, and
 * server.ts refuses declared larger ones (app/_doors/oversized-body.ts) before loading anything of Next's.
 */
/** Bodies are read by streaming and cut off at these sizes (413 before the rest is read). */
export const BODY_LIMIT = 64 * 1024;
/** Multipart bodies carry one image of at most 10 MB (lib/images MAX_UPLOAD_BYTES) plus fields. */
export const UPLOAD_BODY_LIMIT = 10.5 * 1024 * 1024;
export const BODY_TOO_LARGE = "Request body is too large";
