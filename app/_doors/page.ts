import "@/lib/validation/zod-config";
import { cookies, headers } from "next/headers";
import type { z } from "zod";
import { getPageViewer } from "@/lib/auth/page";
import type { Viewer } from "@/lib/auth/session";
import { AREA_COOKIE } from "@/lib/places/browsing-area";
import { execute, type CallerKind, type UseCase } from "@/lib/use-case";
import { clientIp } from "./route";

export { getPageViewer, requirePageViewer } from "@/lib/auth/page";

/** The page door: a server component reads through the same use case the API calls. Errors throw (error.tsx / notFound()). */
export async function load<S extends z.ZodType, O, C extends CallerKind>(useCase: UseCase<S, O, C>, input: z.input<S>): Promise<O> {
  return execute(useCase, await getPageViewer(), () => input, { door: "page", ip: clientIp(await headers()) });
}

/**
 * Where a page measures distances from: a signed-in gardener's own place (undefined here: lib reads
 * it), or a visitor's area cookie (issue 13), passed on as `near`.
 */
export async function visitorArea(viewer: Viewer | null): Promise<string | undefined> {
  return viewer ? undefined : (await cookies()).get(AREA_COOKIE)?.value;
}
