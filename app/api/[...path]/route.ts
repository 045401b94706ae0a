/** Unknown /api paths answer JSON, never the HTML 404 page. */
function notFound() {
  return Response.json({ detail: "Not Found" }, { status: 404 });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
