/**
 * `npm run build` bundles server.ts with esbuild (scripts/build-server.mjs, packages external) and
 * `npm start` runs that bundle in plain Node, where a package subpath without an "exports" map
 * (`next/server`, `next/headers`) does not resolve as an ES module. server.test.ts runs the
 * development entry, so this checks the bundle's own imports: every one must resolve in Node.
 */
import { execFileSync } from "node:child_process";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

describe("the production server bundle", () => {
  it("imports only modules plain Node can resolve (no next/server through a door)", async () => {
    const out = await build({ entryPoints: ["server.ts"], bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", write: false, metafile: true, logLevel: "silent" });
    const imports = [...new Set(Object.values(out.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path)))];
    expect(imports.length).toBeGreaterThan(0);
    // Loading, not import.meta.resolve: Node 20 resolves `next/server` to a file URL it then cannot load.
    const script = "for (const s of JSON.parse(process.argv[1])) { try { await import(s); } catch (e) { if (/MODULE_NOT_FOUND|DIR_IMPORT/.test(e.code)) console.log(s); } }";
    const unresolved = execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(imports)], { encoding: "utf8" }).trim();
    expect(unresolved).toBe("");
  }, 60_000);
});
