import { login } from "@/lib/auth";
import { publicRoute, readBody } from "@/lib/http";

/** OAuth2-style password login: form-encoded `username` (holding the e-mail) and `password`. */
export const POST = publicRoute(async (request) => {
  const { fields } = await readBody(request);
  return login({ email: fields.username ?? fields.email ?? "", password: fields.password ?? "" });
});
