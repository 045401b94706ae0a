import { authedRoute } from "@/lib/http";
import { getOwnProfile } from "@/lib/users";

export const GET = authedRoute(async (_request, { viewer }) => getOwnProfile(viewer));
