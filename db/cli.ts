import nextEnv from "@next/env";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

nextEnv.loadEnvConfig(process.cwd());
const { DataDirLockedError, folderName, lockHolder } = await import("./data-lock");
const { adminOps } = await import("./local-admin");
const { closeDb, dbHandle } = await import("./index");
const { env } = await import("@/lib/env");

type AdminOp = keyof typeof adminOps;
type Result<O extends AdminOp> = Awaited<ReturnType<(typeof adminOps)[O]>>;

/** How long a CLI waits for another process (not a server) to release the data folder. */
const WAIT_MS = Number(process.env.GARDENSWAP_LOCK_WAIT_SECONDS ?? 120) * 1000;

/**
 * Runs one of db/local-admin.ts's operations for a command-line tool (decision 0202): on Postgres
 * directly; on the embedded database through the running server when one holds the folder, after
 * waiting (with a message) when another tool holds it, or by opening the folder itself.
 */
export async function runAdmin<O extends AdminOp>(op: O, args: Parameters<(typeof adminOps)[O]>[1] = {} as never): Promise<Result<O>> {
  const e = env();
  if (e.DATABASE_URL) return direct(op, args);
  const dataDir = path.resolve(e.DATA_DIR, "pg");
  const deadline = Date.now() + WAIT_MS;
  let said = false;
  for (;;) {
    const holder = lockHolder(dataDir);
    if (holder?.admin) return throughServer(op, args, holder.admin);
    if (!holder) {
      try {
        return await direct(op, args);
      } catch (err) {
        if (!(err instanceof DataDirLockedError)) throw err;
        continue; // taken meanwhile: look again
      }
    }
    if (Date.now() > deadline) throw new DataDirLockedError(folderName(dataDir), holder);
    if (!said) {
      console.error(`Waiting for the ${holder.role === "server" ? "server" : `process ${holder.role}`} (pid ${holder.pid}) to release ${folderName(dataDir)} ...`);
      said = true;
    }
    await sleep(500);
  }
}

async function direct<O extends AdminOp>(op: O, args: unknown): Promise<Result<O>> {
  const handle = dbHandle();
  try {
    return (await (adminOps[op] as (h: typeof handle, a: unknown) => Promise<Result<O>>)(handle, args)) as Result<O>;
  } finally {
    await closeDb();
  }
}

async function throughServer<O extends AdminOp>(op: O, args: unknown, admin: { port: number; token: string }): Promise<Result<O>> {
  const res = await fetch(`http://127.0.0.1:${admin.port}/${op}`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
    body: JSON.stringify(args ?? {}),
  });
  const body = (await res.json()) as Result<O> & { detail?: string };
  if (!res.ok) throw new Error(`the running server refused: ${body.detail ?? res.status}`);
  return body;
}

/** Ends a CLI with a clear one-line message for the errors an operator can act on. */
export function failed(err: unknown): never {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
}
