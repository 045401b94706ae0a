// `npm run db:seed`: through the running server when it holds the embedded folder (db/cli.ts).
import { failed, runAdmin } from "./cli";
const { names } = await runAdmin("seed").catch(failed);
console.log(`Seeded demo data (${names.join(", ")}; password gardenswap123).`);
