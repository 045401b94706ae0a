import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());
const { dbHandle, closeDb } = await import("./index");
await dbHandle().migrate();
console.log("Database migrated.");
await closeDb();
