import { isAppError } from "@/lib/errors";

/**
 * What a use case call came to, for wrong-side tables: "ok", or the refusal as "kind: message"
 * (`outcome`) or as its kind alone (`outcomeKind`). Anything but an AppError is a bug and is thrown.
 */
export async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (e) {
    if (isAppError(e)) return `${e.kind}: ${e.message}`;
    throw e;
  }
}

export async function outcomeKind(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (e) {
    if (isAppError(e)) return e.kind;
    throw e;
  }
}
