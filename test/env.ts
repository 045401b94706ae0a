const g = globalThis as { __gardenswapEnv?: unknown };

/** Runs `fn` with some environment variables set (undefined: unset), re-reading lib/env around it. */
export async function withEnv(vars: Record<string, string | undefined>, fn: () => Promise<void>) {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
  g.__gardenswapEnv = undefined;
  try {
    await fn();
  } finally {
    process.env = saved;
    g.__gardenswapEnv = undefined;
  }
}
