import { afterAll, beforeAll } from "vitest";
import { endFile, startFile } from "./test-database";

/** Every test file: a fresh migrated database when it needs one, and the process-wide state reset after it (db/test-database.ts). */
beforeAll(startFile);
afterAll(endFile);
