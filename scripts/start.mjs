// `npm start`: the production server, building first when there is no build yet.
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const serverBundle = path.join(distDir, "custom-server.mjs");
const built = existsSync(path.join(distDir, "BUILD_ID")) && existsSync(serverBundle);
if (!built) {
  console.log("No production build found: running `npm run build` first (about a minute)...");
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ["--enable-source-maps", serverBundle], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
