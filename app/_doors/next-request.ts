import { revalidatePath } from "next/cache";
import { cookies, headers } from "next/headers";

/**
 * Next's request functions, as the doors call them: through this one object. A test calls a door
 * outside a Next request by standing in for them (`vi.spyOn(nextRequest, "cookies")`; test/next-request.ts)
 * instead of replacing Next's modules for the whole file with vi.mock, which costs the file a worker
 * of its own (vitest.config.ts).
 */
export const nextRequest = { headers, cookies, revalidatePath };
