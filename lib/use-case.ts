import "@/lib/validation/zod-config";
import type { z } from "zod";
import type { Viewer } from "@/lib/auth/session";
import { notFound, unauthorized } from "@/lib/errors";
import { enforceLimits, type Limit } from "@/lib/rate-limit";
import { parse } from "@/lib/validation";

/**
 * Who may call a use case. Ownership ("owner") is not a caller kind: it depends on the thing
 * being changed, so `run` checks it, after a signed-in caller was required here.
 */
export type CallerKind = "anyone" | "signed-in" | "moderator";
export type ViewerOf<C extends CallerKind> = C extends "anyone" ? Viewer | null : Viewer;

/** What a door knows about the call besides the viewer and the input. */
export type CallContext = {
  door: "route" | "action" | "socket" | "page" | "test";
  /** The caller's address as the server saw it (rate limits by IP); null when unknown. */
  ip: string | null;
};

export type UseCase<S extends z.ZodType = z.ZodType, O = unknown, C extends CallerKind = CallerKind> = {
  /** "<domain>.<verb>", e.g. "listings.create": names limits, logs and OpenAPI operations. */
  readonly name: string;
  readonly caller: C;
  readonly input: S;
  readonly limits: readonly Limit<z.output<S>>[];
  readonly run: (viewer: ViewerOf<C>, input: z.output<S>, ctx: CallContext) => Promise<O>;
};

/** Declares a use case: the only thing a door may call. See docs/architecture.md. */
export function defineUseCase<S extends z.ZodType, O, C extends CallerKind>(def: {
  name: string;
  caller: C;
  input: S;
  limits?: Limit<z.output<S>>[];
  run: (viewer: ViewerOf<C>, input: z.output<S>, ctx: CallContext) => Promise<O>;
}): UseCase<S, O, C> {
  return { ...def, limits: def.limits ?? [] };
}

/** @public */
export type InputOf<U> = U extends UseCase<infer S, unknown, CallerKind> ? z.input<S> : never;
/** @public */
export type OutputOf<U> = U extends UseCase<z.ZodType, infer O, CallerKind> ? O : never;

/**
 * Runs a use case for a door, in the one order every door shares: caller kind first (so an
 * anonymous caller is refused before its body is even read), then input, then limits, then run.
 * Moderator-only calls answer 404 to everyone else: the desk's existence is not advertised.
 */
export async function execute<S extends z.ZodType, O, C extends CallerKind>(
  useCase: UseCase<S, O, C>,
  viewer: Viewer | null,
  readInput: () => unknown,
  ctx: CallContext,
): Promise<O> {
  if (useCase.caller !== "anyone" && !viewer) throw unauthorized();
  if (useCase.caller === "moderator" && !viewer?.isModerator) throw notFound("Not found");
  const input = parse(useCase.input, await readInput());
  await enforceLimits(useCase.name, useCase.limits, viewer, input, ctx);
  return useCase.run(viewer as ViewerOf<C>, input, ctx);
}

/** Calls a use case as `viewer` would through a door (tests, and pages through `load`). */
export function invoke<S extends z.ZodType, O, C extends CallerKind>(
  useCase: UseCase<S, O, C>,
  viewer: Viewer | null,
  input: z.input<S>,
  ctx: CallContext = { door: "test", ip: null },
): Promise<O> {
  return execute(useCase, viewer, () => input, ctx);
}
