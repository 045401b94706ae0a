import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spend the same time for unknown e-mails as for wrong passwords. */
let dummy: Promise<string> | undefined;
export async function burnPasswordTime(password: string) {
  dummy ??= hashPassword("timing-equaliser");
  await verifyPassword(await dummy, password);
}
