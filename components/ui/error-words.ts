"use client";

import { useEffect, useState } from "react";

/**
 * The error boundaries' words in the page's language (issue 38). A boundary is a client component with
 * no server parent to hand it words, and each ships with every page under it (in a chunk of its own,
 * with its own copy of this module): so its English stays inline (what it shows at once, and what the
 * SPEC and the tests read), and the Spanish and Arabic, keyed by that English, come from one table
 * (error-words-table.ts) fetched only when a boundary is shown, in the language of the page's
 * <html lang>. None of it is in a page's first load (decision 0135's budget). Offline, or until the
 * table is there, the words stay English.
 */
export function useSaid(...english: string[]): string[] {
  const [table, setTable] = useState<Record<string, string>>();
  useEffect(() => {
    import("./error-words-table").then((m) => setTable(m.SAID[document.documentElement.lang]), () => {});
  }, []);
  return english.map((e) => table?.[e] ?? e);
}
