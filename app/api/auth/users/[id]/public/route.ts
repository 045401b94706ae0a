import { parseId, publicRoute } from "@/lib/http";
import { getPublicUser } from "@/lib/users";

/** What anyone may know of a gardener: never e-mail, names or street address. */
export const GET = publicRoute(async (_request, { viewer, params }) => getPublicUser(viewer, parseId(params.id, "User not found")));
