/**
 * `npm run moderator -- grant <email>` / `revoke <email>`: names or un-names a moderator (users.role);
 * the audit log records it with the actor "command line". The operator vouches here, so the address
 * need not be confirmed yet (the desk grants only confirmed ones).
 */
const [command, email] = process.argv.slice(2);
if (!["grant", "revoke"].includes(command ?? "") || !email) {
  console.error("usage: npm run moderator -- grant|revoke <email>");
  process.exit(2);
}
// Through the running server when it holds the embedded folder (db/cli.ts); migrates first when alone.
import { failed, runAdmin } from "./cli";
const { username } = await runAdmin("moderator", { email, grant: command === "grant" }).catch(failed);
if (!username) {
  console.error(`No gardener with the e-mail ${email}.`);
  process.exit(1);
}
console.log(command === "grant" ? `@${username} is now a moderator.` : `@${username} is no longer a moderator.`);
