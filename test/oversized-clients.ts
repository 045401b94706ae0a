import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** 30 MB: over every limit, and more than a socket buffer, so the client is still sending when refused. */
export const BIG = 30 * 1024 * 1024;
let file: string | undefined;
/** A 30 MB file of JSON-ish bytes, written once, for curl to upload (removeBigFile in afterAll). */
export function bigFile() {
  if (!file) {
    file = path.join(tmpdir(), `edges-big-body-${process.pid}.json`);
    writeFileSync(file, Buffer.alloc(BIG, "a"));
  }
  return file;
}

export function removeBigFile() {
  if (file) rmSync(file, { force: true });
  file = undefined;
}

/** curl's answer to a POST of the big file: status, body, and whether it saw 100 Continue. */
export function curlPost(url: string, { expect }: { expect: boolean }): Promise<{ status: number; body: string; sawContinue: boolean; exit: number }> {
  const args = ["-sS", "-v", "-X", "POST", "-H", "content-type: application/json", "-H", expect ? "Expect: 100-continue" : "Expect:", "--data-binary", `@${bigFile()}`, "-o", "-", "-w", "\n%{http_code}", "--max-time", "30", url];
  return new Promise((resolve) => {
    execFile("curl", args, { maxBuffer: 1024 * 1024 }, (err, stdout, stderr) => {
      const lines = stdout.trimEnd().split("\n");
      const status = Number(lines.pop());
      resolve({ status, body: lines.join("\n"), sawContinue: /< HTTP\/1\.1 100 Continue/.test(stderr), exit: err ? Number((err as { code?: number }).code ?? 1) : 0 });
    });
  });
}

/** Node's fetch (undici) with a 30 MB body (Content-Length known): the answer, or the network error's text. */
export async function fetchPost(url: string): Promise<{ status: number; body: unknown } | { error: string }> {
  try {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: Buffer.alloc(BIG, "a") });
    return { status: res.status, body: await res.json() };
  } catch (e) {
    return { error: String((e as { cause?: unknown }).cause ?? e) };
  }
}
