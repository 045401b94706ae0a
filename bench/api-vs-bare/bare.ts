/**
 * The bare server of bench/api-vs-bare, in its own process (so its CPU is measured apart from the
 * load generator): the app's three public, per-category keyset queries, merged, as the same JSON.
 * BARE_DATABASE_URL and BARE_PORT come from run.ts.
 */
import { createServer } from "node:http";
import postgres from "postgres";

const sql = postgres(process.env.BARE_DATABASE_URL!, { max: 10, onnotice: () => {} });
const page = (category: number, limit: number) => sql`
    select l.id, l.title, l.description, l.price::float8 as price, l.is_active, l.is_public, l.type_id, l.state_id, l.category_id,
           l.featured_image_hash, l.owner_id, u.username as owner_username, u.profile_image_hash,
           to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key
    from listings l join users u on u.id = l.owner_id
    where (l.is_public and l.is_active) and l.category_id = ${category}
    order by l.created_at desc nulls last, l.id desc nulls last limit ${limit + 1}`;

const server = createServer(async (req, res) => {
  const limit = Number(new URL(req.url ?? "/", "http://x").searchParams.get("limit") ?? 50);
  const parts = await Promise.all([1, 2, 3].map((c) => page(c, limit)));
  const rows = parts.flat().sort((a, b) => (a.created_key > b.created_key ? -1 : a.created_key < b.created_key ? 1 : b.id - a.id));
  const items = rows.slice(0, limit).map((r) => ({
    id: r.id, title: r.title, description: r.description, price: r.price, is_active: r.is_active, is_public: r.is_public,
    type_id: r.type_id, state_id: r.state_id, category_id: r.category_id,
    featured_image: r.featured_image_hash ? `images/${r.featured_image_hash}.webp` : null,
    owner_id: r.owner_id, owner_username: r.owner_username,
    owner_profile_picture: r.profile_image_hash ? `images/${r.profile_image_hash}.webp` : null,
    created_at: new Date(r.created_key).toISOString(),
  }));
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(items));
});
server.listen(Number(process.env.BARE_PORT), "127.0.0.1");
process.on("SIGTERM", () => {
  server.close();
  void sql.end({ timeout: 2 }).then(() => process.exit(0));
});
