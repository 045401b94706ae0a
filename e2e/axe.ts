import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA, the rules every axe check here holds pages to. */
export const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * An axe run on the page as it is, for its violations. Legacy mode runs axe in the page itself: the
 * default opens a blank page per run to merge the frames' partial results, which our pages (no
 * cross-origin frames) do not need, and which cost the sweep half its time on a busy machine.
 * Only violations are collected in full (passes and inapplicable rules are not serialised).
 */
export function axeOf(page: Page, opts: { labelMismatch?: boolean } = {}) {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      runOnly: { type: "tag", values: TAGS },
      resultTypes: ["violations"],
      ...(opts.labelMismatch ? { rules: { "label-content-name-mismatch": { enabled: true } } } : {}),
    });
}

/** The WCAG 2.2 A/AA rules whose outcome depends on colours alone. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The dark theme's pass: the theme is `prefers-color-scheme` in CSS alone (no script reads it, no
 * element appears or goes), so names, roles, labels and structure are those the light pass checked;
 * what can differ is colour. The colour rules only: the sweep's second pass in a third of the time.
 */
function axeColoursOf(page: Page) {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ runOnly: { type: "rule", values: COLOUR_RULES }, resultTypes: ["violations"] });
}

/** Light: every rule; dark: the colour rules (axeColoursOf). */
export const axeFor = (page: Page, colorScheme: "light" | "dark", opts: { labelMismatch?: boolean } = {}) => (colorScheme === "light" ? axeOf(page, opts) : axeColoursOf(page));
