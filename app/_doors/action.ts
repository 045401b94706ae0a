import "@/lib/validation/zod-config";
import type { z } from "zod";
import { getPageViewer } from "@/app/_doors/session";
import { STATUS, type AppError } from "@/lib/errors";
import { asAppError } from "@/lib/outage";
import { log } from "@/lib/log";
import { execute, type CallerKind, type UseCase } from "@/lib/use-case";
import type { Viewer } from "@/lib/auth/session";
import { LANG_COOKIE, LOCALE_HEADER, pickLocale, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages/en";
import { MESSAGES } from "@/lib/i18n/translate";
import { ALREADY_VERIFIED, EMAIL_VERIFIED, VERIFICATION_SENT } from "@/lib/accounts/email-verification";
import { EMAIL_CHANGE_SENT } from "@/lib/accounts/change-email";
import { PASSWORD_CHANGED } from "@/lib/accounts/change-password";
import { RESET_DONE, RESET_REQUESTED } from "@/lib/accounts/password-reset";
import { REPORT_THANKS } from "@/lib/reports/create-report";
import { REVIEW_REQUESTED } from "@/lib/listings/review";
import { sayIn } from "./details";
import { nextRequest } from "./next-request";
import { clientIp } from "./route";

/** The one result shape of every server action: forms read `error` and per-field `issues`. */
export type ActionResult<O> =
  | { ok: true; data: O }
  | { ok: false; status: number; error: string; issues?: { path: (string | number)[]; msg: string }[] };

export const ACTION_FAILED = "Something went wrong. Please try again.";

/** Form fields as an object (a repeated name becomes an array; files are kept as File). */
export function formToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of form.entries()) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** A path to revalidate after success; `["/", "layout"]` revalidates every page under the root layout. */
type Revalidate = string | [path: string, type: "layout" | "page"];

export type ActionOptions<O> = {
  /** Paths whose cached renders a success makes stale. */
  revalidate?: Revalidate[];
  /**
   * Runs once the result is known, outside the error mapping, so it may set cookies and call
   * `redirect()` (a login's session cookie, a logout's way out). Gets the raw input (e.g. `next`).
   */
  after?: (result: ActionResult<O>, input: unknown) => void | Promise<void>;
};

/**
 * The success sentences use cases give back as `message` (English, the API's words), by their key in
 * the catalogue's "detailsActions" (lib/i18n/messages/areas/details.ts): a form shows them in the
 * page's language.
 */
export const ACTION_SENTENCES: Record<string, keyof Messages["detailsActions"]> = {
  [VERIFICATION_SENT]: "verificationSent",
  [ALREADY_VERIFIED]: "alreadyVerified",
  [EMAIL_VERIFIED]: "emailVerified",
  [EMAIL_CHANGE_SENT]: "emailChangeSent",
  [PASSWORD_CHANGED]: "passwordChanged",
  [RESET_REQUESTED]: "resetRequested",
  [RESET_DONE]: "resetDone",
  [REPORT_THANKS]: "reportThanks",
  [REVIEW_REQUESTED]: "reviewRequested",
};

/**
 * The page's language (app/_doors/locale.ts pageLocale: a link's ?lang=, the gardener's setting, the
 * visitor's cookie, Accept-Language), with the viewer this call already read (none when the database
 * did not answer: then the browser's choice).
 */
async function actionLocale(viewer: Viewer | null): Promise<Locale> {
  try {
    const [h, jar] = await Promise.all([nextRequest.headers(), nextRequest.cookies()]);
    return pickLocale({ query: h.get(LOCALE_HEADER), user: viewer?.language, cookie: jar.get(LANG_COOKIE)?.value, acceptLanguage: h.get("accept-language") });
  } catch {
    return "en";
  }
}

/** An AppError as the action result: field issues (without the "body" prefix), or its one field; in the page's language. */
function failure(e: AppError, locale: Locale): ActionResult<never> {
  const issues = e.issues?.map((i) => ({ path: i.loc.slice(1), msg: sayIn(i.msg, locale) })) ?? (e.field ? [{ path: [e.field], msg: sayIn(e.message, locale) }] : undefined);
  return { ok: false, status: STATUS[e.kind], error: sayIn(e.message, locale), issues };
}

/** A success's `message` (a use case's English sentence) in the page's language; anything else as it is. */
function saidIn<O>(data: O, locale: Locale): O {
  if (locale === "en" || !data || typeof data !== "object" || !("message" in data) || typeof data.message !== "string") return data;
  const key = Object.hasOwn(ACTION_SENTENCES, data.message) ? ACTION_SENTENCES[data.message] : undefined;
  return key ? { ...data, message: MESSAGES[locale].detailsActions[key] } : data;
}

/**
 * The server-action door: in a "use server" file, `export const saveWants = action(saveWantsUseCase,
 * { revalidate: ["/my-listings"] })`. Takes an object or a FormData; never throws to the client
 * (only `after` may, with a redirect).
 */
export function action<S extends z.ZodType, O, C extends CallerKind>(useCase: UseCase<S, O, C>, opts: ActionOptions<O> = {}) {
  return async (input: unknown): Promise<ActionResult<O>> => {
    let result: ActionResult<O>;
    let viewer: Viewer | null = null;
    try {
      viewer = await getPageViewer();
      const data = await execute(useCase, viewer, () => (input instanceof FormData ? formToObject(input) : input), {
        door: "action",
        ip: clientIp(await nextRequest.headers()),
      });
      for (const path of opts.revalidate ?? []) {
        if (typeof path === "string") nextRequest.revalidatePath(path);
        else nextRequest.revalidatePath(path[0], path[1]);
      }
      result = { ok: true, data: saidIn(data, await actionLocale(viewer)) };
    } catch (e) {
      // An outage is not a bug: the form says "try again" (as the API's 503 does), nothing is thrown.
      const known = asAppError(e);
      const locale = await actionLocale(viewer);
      if (known) result = failure(known, locale);
      else {
        log.error(`action ${useCase.name} failed`, e);
        result = { ok: false, status: 500, error: sayIn(ACTION_FAILED, locale) };
      }
    }
    await opts.after?.(result, input);
    return result;
  };
}
