/**
 * The house's shape, checked from the source (docs/architecture.md): lib/ is the domain and knows
 * nothing of app/ or components/; doors call use cases through the adapters and never touch the
 * database or make a Viewer; lib's folders depend on each other in one direction only.
 * Reads files only: no database, no server.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const SKIP = new Set(["node_modules", ".next", "dist", "data", "test-results", "playwright-report"]);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    if (SKIP.has(name) || name.startsWith(".next")) continue;
    const rel = join(dir, name);
    if (statSync(join(ROOT, rel)).isDirectory()) walk(rel, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(rel);
  }
  return out;
}

const isTest = (f: string) => /\.test\.tsx?$/.test(f);
const SOURCES = ["lib", "app", "components"].flatMap((d) => walk(d));

type Import = { spec: string; target: string | null; names: string };

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+((?:type\s+)?[^;"']*?)\s*from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s+["']([^"']+)["']/g;

/** A module specifier as a repository path (null for packages). */
function resolveSpec(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith(".")) base = relative(ROOT, resolve(ROOT, dirname(from), spec));
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(join(ROOT, c)) && statSync(join(ROOT, c)).isFile()) return c;
  }
  return base;
}

const cache = new Map<string, Import[]>();
function importsOf(file: string): Import[] {
  let found = cache.get(file);
  if (!found) {
    const text = readFileSync(join(ROOT, file), "utf8");
    found = [...text.matchAll(IMPORT)].map((m) => {
      const spec = m[2] ?? m[3] ?? m[4];
      return { spec, target: resolveSpec(file, spec), names: m[1] ?? "" };
    });
    cache.set(file, found);
  }
  return found;
}

/** Door files: they hand a use case to an adapter (app/_doors, app/_realtime/socket-server.ts) and nothing more. */
const ADAPTERS = /^app\/_doors\/|^app\/_realtime\/socket-server\.ts$/;
const isDoor = (f: string) =>
  !isTest(f) &&
  !ADAPTERS.test(f) &&
  (/^app\/api\/.*\/route\.ts$/.test(f) || /^app\/actions\//.test(f) || /^app\/_realtime\//.test(f) || /^app\/.*\/(page|layout)\.tsx$/.test(f) || /^app\/(page|layout)\.tsx$/.test(f));
/** Turning a session into a Viewer is the adapters' work (app/_doors/session.ts, route, socket handshake). */
const MINTING = /\b(getViewer|verifyToken|mintToken|startSession|mintViewer|testViewer)\b/;

describe("architecture", () => {
  it("scans the tree it guards", () => {
    expect(SOURCES.filter((f) => f.startsWith("lib/")).length).toBeGreaterThan(100);
    expect(SOURCES.filter(isDoor).length).toBeGreaterThan(50);
    expect(importsOf("app/_doors/route.ts").map((i) => i.target)).toContain("lib/use-case.ts");
  });

  it("lib imports nothing from app/ or components/ and holds no browser code", () => {
    const bad: string[] = [];
    for (const f of SOURCES.filter((f) => f.startsWith("lib/") && !isTest(f))) {
      for (const i of importsOf(f)) if (i.target && /^(app|components)\//.test(i.target)) bad.push(`${f} → ${i.spec}`);
      const source = readFileSync(join(ROOT, f), "utf8");
      if (/^\s*["']use client["']/m.test(source)) bad.push(`${f} is a client module`);
      // Browser globals without "use client" are browser code too (comments do not count).
      const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
      const browser = code.match(/\b(window|document|navigator|localStorage|sessionStorage|indexedDB)\s*\./);
      if (browser) bad.push(`${f} uses the browser's ${browser[1]}`);
    }
    expect(bad).toEqual([]);
  });

  it("a door imports no database module and mints no Viewer", () => {
    const bad: string[] = [];
    for (const f of SOURCES.filter(isDoor)) {
      for (const i of importsOf(f)) {
        if (i.target && /^db(\/|\.ts$)/.test(i.target)) bad.push(`${f} imports ${i.spec}`);
        if (i.target?.startsWith("lib/auth/") && MINTING.test(i.names)) bad.push(`${f} imports a Viewer-minting function from ${i.spec}`);
      }
      // A Viewer literal ({ id, username, sessionId }) outside an adapter is a forged caller.
      if (/\bsessionId\s*:/.test(readFileSync(join(ROOT, f), "utf8"))) bad.push(`${f} builds a Viewer`);
    }
    expect(bad).toEqual([]);
  });

  it("nothing in app/ or components/ reads the database but through lib (helpers beside a page included)", () => {
    const bad: string[] = [];
    for (const f of SOURCES.filter((f) => /^(app|components)\//.test(f) && !isTest(f) && !ADAPTERS.test(f))) {
      for (const i of importsOf(f)) if (i.target && /^db(\/|\.ts$)/.test(i.target)) bad.push(`${f} imports ${i.spec}`);
    }
    expect(bad).toEqual([]);
  });

  /**
   * lib/jobs/all.ts imports every module that defines jobs or subscribes to domain events, for
   * server.ts and the tests: wiring, not a dependency of jobs.
   */
  const COMPOSITION_ROOTS = new Set(["lib/jobs/all.ts"]);

  it("only a verified session mints a Viewer: mintViewer in lib/auth/session.ts, testViewer in tests and benches", () => {
    const everywhere = [...SOURCES, ...walk("test"), ...walk("bench"), ...walk("db"), "server.ts"];
    const bad: string[] = [];
    for (const f of everywhere) {
      for (const i of importsOf(f)) {
        if (i.target === "lib/viewer.ts" && /\bmintViewer\b/.test(i.names) && f !== "lib/auth/session.ts" && f !== "test/viewer.ts") bad.push(`${f} imports mintViewer`);
        if (i.target === "test/viewer.ts" && !isTest(f) && !f.startsWith("bench/")) bad.push(`${f} imports the test-only testViewer`);
      }
      // A cast is a forged Viewer too (the brand makes an object literal a type error).
      if (!isTest(f) && f !== "lib/viewer.ts" && /\bas (unknown as )?Viewer\b/.test(readFileSync(join(ROOT, f), "utf8"))) bad.push(`${f} casts to Viewer`);
    }
    expect(bad).toEqual([]);
  });

  it("a page reads data only through the page door (load a use case)", () => {
    // Server pages, layouts and server components may import pure helpers, types and constants from
    // lib, but a lib module that queries the database is reached through a use case and `load`.
    const touchesDb = (f: string) => importsOf(f).some((i) => i.target !== null && /^db(\/|\.ts$)/.test(i.target));
    const declaresUseCase = (f: string) => /\bdefineUseCase\(/.test(readFileSync(join(ROOT, f), "utf8"));
    const pages = SOURCES.filter(
      (f) =>
        !isTest(f) &&
        (/^app\/(.*\/)?(page|layout)\.tsx$/.test(f) || f.startsWith("components/")) &&
        !/^\s*["']use client["']/m.test(readFileSync(join(ROOT, f), "utf8")),
    );
    const bad: string[] = [];
    for (const f of pages) {
      for (const i of importsOf(f)) {
        if (!i.target?.startsWith("lib/") || !existsSync(join(ROOT, i.target)) || declaresUseCase(i.target) || !touchesDb(i.target)) continue;
        // Value imports only: types and SCREAMING_CASE constants read nothing.
        const values = i.names
          .replace(/^type\s.*$/, "")
          .replace(/[{}]/g, "")
          .split(",")
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith("type ") && !/^[A-Z0-9_]+$/.test(n));
        if (values.length) bad.push(`${f} calls ${values.join(", ")} from ${i.spec}`);
      }
    }
    expect(pages.length).toBeGreaterThan(40);
    expect(bad).toEqual([]);
  });

  it("no client module reaches the database (db/index.ts imports server-only, which Next refuses in a client bundle)", () => {
    // What Next would refuse at build time, said here with the path that leads there. Type-only imports bundle nothing.
    const path = new Set<string>();
    const reachesDb = (f: string, seen: string[]): string[] | null => {
      if (f === "db/index.ts") return [...seen, f];
      if (path.has(f) || !existsSync(join(ROOT, f)) || !/\.tsx?$/.test(f)) return null;
      // A "use server" module is a boundary: the client bundle gets references to its actions, not its code.
      if (/^\s*["']use server["']/m.test(readFileSync(join(ROOT, f), "utf8"))) return null;
      path.add(f);
      for (const i of importsOf(f)) {
        if (!i.target || /^type\s/.test(i.names)) continue;
        const found = reachesDb(i.target, [...seen, f]);
        if (found) return found;
      }
      return null;
    };
    const clients = SOURCES.filter((f) => !isTest(f) && /^\s*["']use client["']/m.test(readFileSync(join(ROOT, f), "utf8")));
    const bad = clients.map((f) => reachesDb(f, [])).filter((p) => p !== null).map((p) => p.join(" → "));
    expect(clients.length).toBeGreaterThan(20);
    expect(readFileSync(join(ROOT, "db/index.ts"), "utf8")).toMatch(/^import "server-only";$/m);
    expect(bad).toEqual([]);
  });

  it("no db ↔ lib cycle: the part of db/ that lib imports leads to no lib module that leads back into db/", () => {
    // db/ holds the data layer lib builds on (index, schema, sql, errors) and the tools above lib
    // (bootstrap, seed, factories, the CLIs) that no lib module imports; only the first may import
    // lib, and then only modules that never reach db/ (env, the report reasons, push kinds).
    const libFiles = SOURCES.filter((f) => f.startsWith("lib/") && !isTest(f));
    const dataLayer = [...new Set(libFiles.flatMap((f) => importsOf(f).flatMap((i) => (i.target?.startsWith("db/") ? [i.target] : []))))];
    const seen = new Set<string>();
    const bad: string[] = [];
    const visit = (f: string, path: string[], viaLib: boolean) => {
      if (f.startsWith("db/") && viaLib) return void bad.push([...path, f].join(" → "));
      const key = `${f}:${viaLib}`;
      if (seen.has(key) || !existsSync(join(ROOT, f)) || !/\.tsx?$/.test(f)) return;
      seen.add(key);
      for (const i of importsOf(f)) if (i.target && /^(db|lib)\//.test(i.target)) visit(i.target, [...path, f], viaLib || i.target.startsWith("lib/"));
    };
    for (const f of dataLayer) visit(f, [], false);
    expect(dataLayer).toContain("db/index.ts");
    expect(dataLayer).not.toContain("db/factories.ts");
    expect(bad).toEqual([]);
  });

  it("lib's folders have no import cycles (type-only imports count)", () => {
    // One node per lib/ folder; the kernel files at lib's top level (use-case, errors, env, log, ...) are not folders.
    const folder = (f: string) => (f.split("/").length > 2 ? f.split("/")[1] : null);
    const edges = new Map<string, Map<string, string>>();
    for (const f of SOURCES.filter((f) => f.startsWith("lib/") && !isTest(f) && !COMPOSITION_ROOTS.has(f))) {
      for (const i of importsOf(f)) {
        if (!i.target?.startsWith("lib/")) continue;
        const [a, b] = [folder(f), folder(i.target)];
        if (!a || !b || a === b) continue;
        if (!edges.has(a)) edges.set(a, new Map());
        if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, `${f} → ${i.target}`);
      }
    }
    // Tarjan's strongly connected components: any with more than one folder is a cycle.
    let index = 0;
    const idx = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const cycles: string[][] = [];
    const visit = (v: string) => {
      idx.set(v, index);
      low.set(v, index++);
      stack.push(v);
      for (const w of edges.get(v)?.keys() ?? []) {
        if (!idx.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
      }
      if (low.get(v) === idx.get(v)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          scc.push(w);
        } while (w !== v);
        if (scc.length > 1) cycles.push(scc);
      }
    };
    for (const v of edges.keys()) if (!idx.has(v)) visit(v);
    const explained = cycles.map((scc) => scc.flatMap((a) => scc.filter((b) => edges.get(a)?.has(b)).map((b) => edges.get(a)!.get(b)!)));
    expect(explained).toEqual([]);
  });
});
