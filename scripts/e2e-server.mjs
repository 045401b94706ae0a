// The server Playwright tests against: production build, fresh embedded database with demo data.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = `./data/e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, NODE_ENV: "production", PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, SEED_DEMO: "true", E2E_OUTBOX: "1", LIMITS_SCALE: "50", REPLY_MAIL_DELAY_SECONDS: process.env.REPLY_MAIL_DELAY_SECONDS ?? "10" };
delete env.DATABASE_URL; // always the embedded database: a fresh, seeded one per run
delete env.REDIS_URL;
if (process.env.E2E_SKIP_BUILD !== "1") {
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
