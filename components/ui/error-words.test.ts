import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SAID } from "./error-words-table";

/** Every English line the error boundaries give useSaid (app's error.tsx and global-error.tsx, LoadError). */
function saidInBoundaries(): string[] {
  const files: string[] = ["components/ui/load-error.tsx"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/(^|\/)(global-)?error\.tsx$/.test(path)) files.push(path);
    }
  };
  walk("app");
  const lines = new Set<string>();
  for (const file of files)
    for (const call of readFileSync(file, "utf8").matchAll(/useSaid\(([\s\S]*?)\)/g))
      for (const [, text] of call[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)) lines.add(text);
  return [...lines];
}

describe("the error boundaries' words (issue 38)", () => {
  it("says every boundary's line in Spanish and Arabic", () => {
    const lines = saidInBoundaries();
    expect(lines).toContain("Try again");
    expect(lines).toContain("Failed to load your messages. Please try again later.");
    for (const language of ["es", "ar"])
      for (const line of lines) expect(SAID[language]?.[line], `${language}: ${line}`).toBeTruthy();
  });

  it("has the same lines in both languages, Arabic in Arabic letters and no sentence left in English", () => {
    expect(Object.keys(SAID.es!).sort()).toEqual(Object.keys(SAID.ar!).sort());
    for (const [english, arabic] of Object.entries(SAID.ar!)) expect(arabic.replace(/GardenSwap/g, ""), english).not.toMatch(/[A-Za-z]/);
    for (const [english, spanish] of Object.entries(SAID.es!)) if (english.split(" ").length > 2) expect(spanish, english).not.toBe(english);
  });
});
