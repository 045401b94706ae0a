import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());
const { dbHandle, closeDb } = await import("./index");
const { seed } = await import("./seed");
const handle = dbHandle();
await handle.migrate();
const ids = await seed(handle.db);
console.log(`Seeded demo data (${Object.keys(ids).join(", ")}; password gardenswap123).`);
await closeDb();
