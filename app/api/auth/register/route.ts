import { publicRoute, readJson } from "@/lib/http";
import { register } from "@/lib/users";

export const POST = publicRoute(async (request) => {
  const user = await register(await readJson(request));
  return Response.json(user, { status: 201 });
});
