// `npm run db:migrate`: through the running server when it holds the embedded folder (db/cli.ts).
import { failed, runAdmin } from "./cli";
await runAdmin("migrate").catch(failed);
console.log("Database migrated.");
