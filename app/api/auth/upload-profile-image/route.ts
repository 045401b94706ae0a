import { updateProfileInfo } from "@/lib/accounts/profile";
import { authedRoute, readBody } from "@/lib/http";
import { fileFromForm } from "@/lib/images";

/** Multipart: optional `file`, `city`, `state`, `postcode`, optional `address`, `apt` (JSON works without a file). */
export const POST = authedRoute(async (request, { viewer }) => {
  const { fields, form } = await readBody(request);
  return updateProfileInfo(viewer, fields, await fileFromForm(form, "file"));
});
