import { openApiDocument } from "@/app/_doors/openapi/document";

/** GET /api/openapi.json: the OpenAPI 3.1 description of every /api call (docs/api.md links it). */
export function GET() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
