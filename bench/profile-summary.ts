/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by package, and total
 * (inclusive) time of chosen frames. `npx tsx bench/profile-summary.ts <file.cpuprofile> [--top 25]`
 * `--from <function>` keeps only the samples from the first one with that function on its stack (a
 * steady phase, not start-up; bench/chat's profiles hold its send phase only already); `--busy` leaves
 * idle time out, so percentages are of the CPU the process used. `--from 40` (a number) keeps the
 * samples from 40 s after the profile began (bench/api-vs-bare prints when its measurement began).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "25" }, from: { type: "string" }, busy: { type: "boolean", default: false } },
});
const profile = JSON.parse(readFileSync(positionals[0], "utf8")) as Profile;
const top = Number(values.top);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const onStack = (id: number, name: string) => {
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) if (byId.get(cur)!.callFrame.functionName === name) return true;
  return false;
};
const fromSeconds = values.from && /^\d+(\.\d+)?$/.test(values.from) ? Number(values.from) * 1e6 : null;
const elapsed: number[] = [];
profile.samples.reduce((at, _, i) => (elapsed[i] = at + (profile.timeDeltas[i] ?? 0)), 0);
const first = !values.from
  ? 0
  : fromSeconds !== null
    ? elapsed.findIndex((at) => at >= fromSeconds)
    : profile.samples.findIndex((id) => onStack(id, values.from!));
if (first < 0) throw new Error(`no sample has ${values.from} on its stack`);
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  if (i < first || (values.busy && byId.get(id)!.callFrame.functionName === "(idle)")) return;
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** The package (or project folder) a frame belongs to. */
function area(url: string): string {
  if (!url) return "(native/V8)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:")) return url;
  const m = url.match(/\.next[^/]*\/server\/(chunks\/)?(ssr\/)?([^/]+)/);
  return m ? `app bundle: ${m[3]}` : url.replace(/^file:\/\//, "").split("/").slice(-2).join("/");
}

const fnSelf = new Map<string, number>();
const areaSelf = new Map<string, number>();
for (const [id, us] of self) {
  const f = byId.get(id)!.callFrame;
  const key = `${f.functionName || "(anonymous)"}  ${area(f.url)}:${f.lineNumber + 1}`;
  fnSelf.set(key, (fnSelf.get(key) ?? 0) + us);
  areaSelf.set(area(f.url), (areaSelf.get(area(f.url)) ?? 0) + us);
}
const pct = (us: number) => `${((us / total) * 100).toFixed(1)}%`;
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us).padStart(6)}  ${k}`);
};
console.log(`${(total / 1e6).toFixed(2)} s sampled`);
show("Self time by package / area", areaSelf);
show("Self time by function", fnSelf);

// Inclusive time of a frame name: every sample under a frame whose function name matches.
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const name = byId.get(cur)!.callFrame.functionName;
    if (name && !seen.has(name)) {
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
}
show("Inclusive time by function name", inclusive);
