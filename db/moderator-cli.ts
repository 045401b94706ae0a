import nextEnv from "@next/env";

/** `npm run moderator -- grant <email>` / `revoke <email>`: names or un-names a moderator (users.role). */
nextEnv.loadEnvConfig(process.cwd());
const [command, email] = process.argv.slice(2);
if (!["grant", "revoke"].includes(command ?? "") || !email) {
  console.error("usage: npm run moderator -- grant|revoke <email>");
  process.exit(2);
}
const { dbHandle, closeDb, schema } = await import("./index");
const { eq, sql } = await import("drizzle-orm");
const handle = dbHandle();
await handle.migrate();
const rows = await handle.db
  .update(schema.users)
  .set({ role: command === "grant" ? "moderator" : "member" })
  .where(eq(sql`lower(${schema.users.email})`, email.trim().toLowerCase()))
  .returning({ username: schema.users.username });
await closeDb();
if (!rows.length) {
  console.error(`No gardener with the e-mail ${email}.`);
  process.exit(1);
}
console.log(command === "grant" ? `@${rows[0].username} is now a moderator.` : `@${rows[0].username} is no longer a moderator.`);
