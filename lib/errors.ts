/** The one error type of the domain. Doors map it to HTTP statuses or form messages. */
export type AppErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unsupported"
  | "rate_limited"
  | "unavailable";

export type FieldIssue = { loc: (string | number)[]; msg: string; type: string };

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly issues?: FieldIssue[],
    /** The one form field the message is about (a taken e-mail): forms show it there, HTTP as `detail`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const STATUS: Record<AppErrorKind, number> = {
  invalid: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
  unavailable: 503,
};

export const invalid = (message: string, issues?: FieldIssue[]) => new AppError("invalid", message, issues);
export const unauthorized = (message = "Not authenticated") => new AppError("unauthorized", message);
export const forbidden = (message: string) => new AppError("forbidden", message);
export const notFound = (message: string) => new AppError("not_found", message);
export const conflict = (message: string, field?: string) => new AppError("conflict", message, undefined, field);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError || (e as AppError)?.name === "AppError";
