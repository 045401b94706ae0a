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
];
export default config;
