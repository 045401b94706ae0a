// The label for printing in a browser (issue 36): the same answer as GET /api/seed-lots/{code}/label, at a
// page address so that it gets the page CSP (proxy.ts: inline styles allowed, no script), not the API's
// `default-src 'none'`, under which a browser drops its print CSS.
export { GET } from "@/app/api/seed-lots/[code]/label/route";
