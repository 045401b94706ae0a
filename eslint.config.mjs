import coreWebVitals from "eslint-config-next/core-web-vitals";
import typescript from "eslint-config-next/typescript";

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    ignores: ["node_modules/**", ".next*/**", "dist/**", "data/**", "db/migrations/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["e2e/**", "bench/**", "scripts/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    // Doors are thin: they call use cases (lib/), never the database, and only the adapters (app/_doors, the socket handshake) mint a Viewer.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["app/_doors/**", "app/_realtime/socket-server.ts", "**/*.test.ts", "**/*.test.tsx", "app/dev/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@/db", "@/db/*"], message: "A door calls a use case (lib/<domain>/<verb-noun>.ts); only lib/ touches the database." }],
          paths: [
            {
              name: "@/lib/auth/session",
              importNames: ["getViewer", "verifyToken", "mintToken", "startSession"],
              message: "Only the door adapters (app/_doors) turn a session into a Viewer: use route(), action(), socketEvent() or getPageViewer().",
            },
            { name: "@/lib/auth", importNames: ["verifyToken"], message: "Only the door adapters (app/_doors) turn a session into a Viewer." },
            { name: "next/link", message: "Use @/components/ui/link: it prefetches on intent, not on sight (decision 0135)." },
          ],
        },
      ],
    },
  },
  {
    // The editor-time hint beside test/architecture.test.ts: only a verified session makes a Viewer.
    files: ["**/*.{ts,tsx,mts,mjs}"],
    ignores: ["lib/auth/session.ts", "test/viewer.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportSpecifier[imported.name='mintViewer']",
          message: "Only verifyToken (lib/auth/session.ts) mints a Viewer; doors use the adapters, background work a Reader (readerOf), tests testViewer.",
        },
      ],
    },
  },
];
export default config;
