import { randomBytes } from "node:crypto";
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/**
 * One process per embedded data folder (decision 0202). Two PGlite processes on one folder both
 * answer and hand out the same ids, and one side's acknowledged writes vanish on the next start
 * (review F1), so the folder is locked by a file beside it, `<dataDir>.lock`, created with O_EXCL.
 *
 * A crashed holder cannot leave it stuck: on this machine (same host name and boot) the lock is
 * stale as soon as its pid is gone or now belongs to another process (its start time differs); from
 * another machine or container (a shared volume), where the pid cannot be checked, when its holder
 * has not touched it for STALE_MS (the holder touches it every HEARTBEAT_MS).
 */
export type LockHolder = {
  pid: number;
  host: string;
  boot: string;
  /** The holder's start, in clock ticks since boot (Linux), so a reused pid is not mistaken for it. */
  started: string;
  /** Distinguishes one taking of the lock from another (never shown). */
  nonce: string;
  /** What holds it: "server" (answers local admin calls, see db/local-admin.ts) or a CLI's name. */
  role: string;
  /** The running server's local admin channel (127.0.0.1 only; the file is readable by its owner only). */
  admin?: { port: number; token: string };
};

const HEARTBEAT_MS = 10_000;
const STALE_MS = 60_000;

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${folder} is in use by another GardenSwap process (pid ${holder.pid}${holder.host === hostname() ? "" : ` on ${holder.host}`}, ${holder.role}). ` +
        "One process per data folder: stop it first, or use DATABASE_URL (Postgres) to run several instances.",
    );
    this.name = "DataDirLockedError";
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
}

const bootId = () => readText("/proc/sys/kernel/random/boot_id") ?? "";
/** Field 22 of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces). */
function startTicks(pid: number): string {
  const stat = readText(`/proc/${pid}/stat`);
  return stat ? (stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "") : "";
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** The folder as an operator names it (DATA_DIR), for messages. */
export function folderName(dataDir: string): string {
  const dir = path.dirname(path.resolve(dataDir));
  const rel = path.relative(process.cwd(), dir);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? `./${rel}` : dir;
}

function parse(text: string | undefined): LockHolder | undefined {
  if (!text) return undefined;
  try {
    const h = JSON.parse(text) as LockHolder;
    return typeof h.pid === "number" && typeof h.nonce === "string" ? h : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the recorded holder is gone (see the file comment). An unreadable lock file counts as live until it is old. */
function isStale(file: string, holder: LockHolder | undefined): boolean {
  let age: number;
  try {
    age = Date.now() - statSync(file).mtimeMs;
  } catch {
    return false; // gone meanwhile: the next attempt creates it
  }
  if (!holder) return age > STALE_MS;
  if (holder.host === hostname() && holder.boot === bootId()) {
    // Our own pid: ours only if this process took it (a container restarts as pid 1 again).
    if (holder.pid === process.pid) return !held.has(file);
    return !alive(holder.pid) || (holder.started !== "" && startTicks(holder.pid) !== "" && startTicks(holder.pid) !== holder.started);
  }
  return age > STALE_MS;
}

/** The live holder of the folder's lock, if any (a stale one is reported as none). */
export function lockHolder(dataDir: string): LockHolder | undefined {
  const file = lockFileOf(dataDir);
  const text = readText(file);
  if (text === undefined) return undefined;
  const holder = parse(text);
  return isStale(file, holder) ? undefined : holder;
}

type Held = { holder: LockHolder; timer: ReturnType<typeof setInterval> };
const held = new Map<string, Held>();

function write(file: string, holder: LockHolder, flag: "wx" | "w") {
  const fd = openSync(file, flag, 0o600);
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
}

/**
 * Removes a stale lock file, but only the one judged stale: it is first moved aside (atomic), and
 * put back if another process replaced it meanwhile.
 */
function removeStale(file: string, judged: string | undefined) {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  if (readText(aside) !== judged) {
    try {
      linkSync(aside, file);
    } catch {
      // someone holds it again: theirs wins, ours was not it
    }
  }
  unlinkSync(aside);
}

/** Takes the folder's lock or throws DataDirLockedError. Sync, so openPglite stays sync. */
export function acquireDataDirLock(dataDir: string, role: string): LockHolder {
  const file = lockFileOf(dataDir);
  const mine = held.get(file);
  if (mine) return mine.holder;
  mkdirSync(path.dirname(file), { recursive: true });
  const holder: LockHolder = { pid: process.pid, host: hostname(), boot: bootId(), started: startTicks(process.pid), nonce: randomBytes(12).toString("hex"), role };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      write(file, holder, "wx");
      const timer = setInterval(() => heartbeat(file), HEARTBEAT_MS);
      timer.unref();
      held.set(file, { holder, timer });
      return holder;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    const text = readText(file);
    const other = parse(text);
    if (!isStale(file, other)) throw new DataDirLockedError(folderName(dataDir), other ?? { pid: 0, host: "?", boot: "", started: "", nonce: "", role: "unknown" });
    removeStale(file, text);
  }
  throw new Error(`could not take the lock ${file}`);
}

/** Keeps the lock fresh for other machines; notices (and says) if someone took it over. */
function heartbeat(file: string) {
  const mine = held.get(file);
  if (!mine) return;
  const now = new Date();
  if (parse(readText(file))?.nonce !== mine.holder.nonce) {
    console.error(`The lock ${file} was taken over by another process: this process no longer owns its data folder.`);
    return;
  }
  try {
    utimesSync(file, now, now);
  } catch {
    // next beat
  }
}

/** Adds the running server's admin channel to the lock file (rewritten in place: it stays ours). */
export function publishAdmin(dataDir: string, admin: LockHolder["admin"]) {
  const file = lockFileOf(dataDir);
  const mine = held.get(file);
  if (!mine) throw new Error("the data folder's lock is not held by this process");
  mine.holder = { ...mine.holder, role: "server", admin };
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(mine.holder), { mode: 0o600 });
  renameSync(tmp, file);
}

export function releaseDataDirLock(dataDir: string) {
  const file = lockFileOf(dataDir);
  const mine = held.get(file);
  if (!mine) return;
  clearInterval(mine.timer);
  held.delete(file);
  if (parse(readText(file))?.nonce === mine.holder.nonce) {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
}
