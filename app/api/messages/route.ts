import { authedRoute, readBody } from "@/lib/http";
import { listConversations, sendMessage } from "@/lib/messages";

/** SPEC §7 GET /messages: the viewer's conversations, one row per other gardener. */
export const GET = authedRoute(async (_request, { viewer }) => Response.json(await listConversations(viewer)));

/** SPEC §7 POST /messages: `receiver_id, content`. Stored, then pushed live like a socket message. */
export const POST = authedRoute(async (request, { viewer }) => {
  const { fields } = await readBody(request);
  return Response.json(await sendMessage(viewer, fields), { status: 201 });
});
