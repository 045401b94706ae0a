import "@/lib/validation/zod-config";
import { headers } from "next/headers";
import type { z } from "zod";
import { getPageViewer } from "@/lib/auth/page";
import { execute, type CallerKind, type UseCase } from "@/lib/use-case";
import { clientIp } from "./route";

export { getPageViewer, requirePageViewer } from "@/lib/auth/page";

/** The page door: a server component reads through the same use case the API calls. Errors throw (error.tsx / notFound()). */
export async function load<S extends z.ZodType, O, C extends CallerKind>(useCase: UseCase<S, O, C>, input: z.input<S>): Promise<O> {
  return execute(useCase, await getPageViewer(), () => input, { door: "page", ip: clientIp(await headers()) });
}
