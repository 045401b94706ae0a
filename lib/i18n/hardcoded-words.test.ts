import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script (node scripts/i18n-scan.mjs lists what is left), no types of its own
import { scan, scanSource } from "../../scripts/i18n-scan.mjs";

/**
 * Issue 38: every word a gardener reads comes from the catalogue (lib/i18n/messages), so a Spanish or
 * Arabic page holds no English. This reads the source for words written straight into pages and
 * components; e2e/languages-walk.spec.ts reads the rendered pages.
 */
describe("words written straight into pages", () => {
  it("finds JSX text, readable props, strings shown as children and page titles, and lets code and symbols be", () => {
    const found = scanSource(
      "app/x/page.tsx",
      `export const metadata = { title: "My page" };
       export default function P({ t }) {
         return <div className="flex gap-2" aria-label="Main area" data-x="y">
           Hello there
           <input placeholder={"Search seeds"} type="text" name="q" />
           {ok ? "Sold" : t("sold")}
           © GardenSwap · {n}
         </div>;
       }`,
    ) as [number, string][];
    expect(found.map(([, text]) => text)).toEqual(["My page", "Main area", "Hello there", "Search seeds", "Sold"]);
  });

  it("none is left in app/, components/ and lib/mail/", () => {
    expect(scan(process.cwd())).toEqual([]);
  });
});
