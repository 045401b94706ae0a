import "@/lib/validation/zod-config";
import type { z } from "zod";
import { getPageViewer } from "@/app/_doors/session";
import type { Viewer } from "@/lib/auth/session";
import { isAppError } from "@/lib/errors";
import { AREA_COOKIE } from "@/lib/places/area-cookie";
import { measureFromArea } from "@/lib/places/browsing-area";
import { RateLimitedError } from "@/lib/rate-limit";
import { execute, type CallerKind, type UseCase } from "@/lib/use-case";
import { nextRequest } from "./next-request";
import { clientIp } from "./route";

export { getPageViewer, requirePageViewer } from "@/app/_doors/session";

/** The page door: a server component reads through the same use case the API calls. Errors throw (error.tsx / notFound()). */
export async function load<S extends z.ZodType, O, C extends CallerKind>(useCase: UseCase<S, O, C>, input: z.input<S>): Promise<O> {
  return execute(useCase, await getPageViewer(), () => input, { door: "page", ip: clientIp(await nextRequest.headers()) });
}

/**
 * Where a page measures distances from: a signed-in gardener's own place (undefined here: lib reads
 * it), or a visitor's area cookie (issue 13), passed on as `near`. The cookie is the visitor's to
 * set to anything, so it counts against their IP's different-places budget (LIMITS.areaPlaces);
 * past it, or for a place we do not know, the page shows no distances.
 */
export async function visitorArea(viewer: Viewer | null): Promise<string | undefined> {
  const area = viewer ? undefined : (await nextRequest.cookies()).get(AREA_COOKIE)?.value;
  if (!area) return undefined;
  try {
    return (await load(measureFromArea, { area }))?.area;
  } catch (e) {
    if (e instanceof RateLimitedError || (isAppError(e) && e.kind === "invalid")) return undefined;
    throw e;
  }
}
