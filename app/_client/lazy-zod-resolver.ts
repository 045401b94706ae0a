import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * react-hook-form's zodResolver over the shared schema (issue 11: one rule, the same message as the
 * API), with zod and the schema loaded on first use instead of with the page: zod is about 30 KB
 * compressed, and a page's links prefetch the pages they point to, so a form's schema was shipped to
 * every page linking to it (issue 19, docs/decisions/0135-page-weight.md). `preload` starts the
 * download early: forms call it when they get focus, so a submit rarely waits for it.
 * Make it once per module (not per render) so the download is shared.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>, opts: { raw?: boolean } = {}): Resolver<T> & { preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        (opts.raw ? zodResolver(schema as never, undefined, { raw: true }) : zodResolver(schema as never)) as unknown as Resolver<T>,
      (error: unknown) => {
        loading = undefined; // offline for a moment: the next attempt loads again
        throw error;
      },
    ));
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) });
}
