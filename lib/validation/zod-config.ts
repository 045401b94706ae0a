import { z } from "zod";

/**
 * Zod 4 probes `new Function` on the first parse to compile fast paths. Under the page CSP (no
 * 'unsafe-eval', lib/security/headers.ts) that probe is blocked and reported as a violation, so
 * parse without it everywhere. Imported first by every schema module.
 */
z.config({ jitless: true });
