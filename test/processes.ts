import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * Starts one real server process (bench/chat/server.ts: the Socket.IO server and chat feature of
 * server.ts, plus a few route handlers over plain HTTP) on a free port, for tests of several
 * instances sharing Postgres and Redis. Resolves once it listens.
 */
export function startInstance(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.resolve("bench/chat/server.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, INSTANCE_PORT: "0", LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("server process did not start")), 60_000);
    child.once("message", (m) => {
      clearTimeout(t);
      resolve({ child, port: (m as { port: number }).port });
    });
    child.once("exit", (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

/** Stops instances and waits until they have exited. */
export async function stopInstances(children: ChildProcess[]) {
  for (const c of children) c.kill("SIGTERM");
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.once("exit", r)))));
}
