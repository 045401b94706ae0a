import "@/lib/validation/zod-config";
import type { z } from "zod";
import { getPageViewer } from "@/app/_doors/session";
import { STATUS, type AppError } from "@/lib/errors";
import { asAppError } from "@/lib/outage";
import { log } from "@/lib/log";
import { execute, type CallerKind, type UseCase } from "@/lib/use-case";
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

/** An AppError as the action result: field issues (without the "body" prefix), or its one field. */
function failure(e: AppError): ActionResult<never> {
  const issues = e.issues?.map((i) => ({ path: i.loc.slice(1), msg: i.msg })) ?? (e.field ? [{ path: [e.field], msg: e.message }] : undefined);
  return { ok: false, status: STATUS[e.kind], error: e.message, issues };
}

/**
 * The server-action door: in a "use server" file, `export const saveWants = action(saveWantsUseCase,
 * { revalidate: ["/my-listings"] })`. Takes an object or a FormData; never throws to the client
 * (only `after` may, with a redirect).
 */
export function action<S extends z.ZodType, O, C extends CallerKind>(useCase: UseCase<S, O, C>, opts: ActionOptions<O> = {}) {
  return async (input: unknown): Promise<ActionResult<O>> => {
    let result: ActionResult<O>;
    try {
      const viewer = await getPageViewer();
      const data = await execute(useCase, viewer, () => (input instanceof FormData ? formToObject(input) : input), {
        door: "action",
        ip: clientIp(await nextRequest.headers()),
      });
      for (const path of opts.revalidate ?? []) {
        if (typeof path === "string") nextRequest.revalidatePath(path);
        else nextRequest.revalidatePath(path[0], path[1]);
      }
      result = { ok: true, data };
    } catch (e) {
      // An outage is not a bug: the form says "try again" (as the API's 503 does), nothing is thrown.
      const known = asAppError(e);
      if (known) result = failure(known);
      else {
        log.error(`action ${useCase.name} failed`, e);
        result = { ok: false, status: 500, error: ACTION_FAILED };
      }
    }
    await opts.after?.(result, input);
    return result;
  };
}
