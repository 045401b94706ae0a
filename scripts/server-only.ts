/**
 * What `import "server-only"` loads outside Next (the "paths" entry in tsconfig.base.json, which tsx,
 * esbuild and vitest follow): server.ts under tsx and in its esbuild bundle, the CLIs in db/, the
 * benches and the tests all run lib in plain Node, where the package would throw (it is empty only
 * under the react-server condition). Next keeps its own meaning: nothing on the server, a build
 * error when a client component's imports reach it (docs/decisions/0105).
 */
export {};
