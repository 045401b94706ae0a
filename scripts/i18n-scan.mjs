#!/usr/bin/env node
/**
 * Words written straight into pages and components instead of the catalogue (issue 38): JSX text,
 * string props a reader sees (labels, placeholders, titles, alt text), strings shown as JSX children
 * and pages' metadata. `node scripts/i18n-scan.mjs [dir…]` lists them as file:line text; the test in
 * lib/i18n/hardcoded-words.test.ts fails while any is left.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** Where a gardener reads words; the dev outbox is developers' only. */
export const SCANNED = ["app", "components", "lib/mail"];
const SKIPPED = [/\.test\.tsx?$/, /^app\/dev\//, /^app\/api\//, /\/icons\//];

/** Words that are the same in every language: the brand, a file format's name. */
const SAME_EVERYWHERE = /\b(?:GardenSwap|JSON)\b/g;

/** Props that hold code, not words. */
const CODE_PROPS = new Set([
  "className", "href", "id", "type", "name", "autoComplete", "inputMode", "role", "rel", "target", "method", "action", "src", "srcSet", "key", "htmlFor",
  "variant", "size", "tone", "as", "lang", "dir", "form", "enterKeyHint", "pattern", "accept", "mode", "sizes", "viewBox", "d", "fill", "stroke",
  "strokeWidth", "strokeLinecap", "strokeLinejoin", "xmlns", "fillRule", "clipRule", "transform", "path", "loading", "decoding", "fetchPriority", "crossOrigin",
  "referrerPolicy", "prefetch", "scroll", "data-testid", "aria-controls", "preserveAspectRatio", "aria-autocomplete", "aria-describedby", "aria-labelledby", "aria-live", "aria-current", "aria-haspopup",
  "aria-expanded", "aria-hidden", "aria-modal", "aria-invalid", "aria-busy", "aria-atomic", "aria-relevant", "aria-sort", "aria-orientation", "aria-owns",
  "capture", "encType", "wrap", "spellCheck", "autoCapitalize", "translate", "hrefLang", "media", "property", "content", "charSet", "httpEquiv", "field",
  "icon", "side", "align", "position", "placement", "kind", "status", "state", "step", "min", "max", "list", "color", "width", "height", "x", "y", "r",
  "cx", "cy", "rx", "ry", "x1", "x2", "y1", "y2", "points", "offset", "stopColor", "gradientUnits", "style", "layout", "priority", "quality", "unoptimized",
  "strategy", "nonce", "integrity", "suppressHydrationWarning", "draggable", "tabIndex", "hidden", "open", "defaultValue", "value", "defaultChecked", "checked",
  "formAction", "formMethod", "next", "redirectTo", "storageKey", "event", "channel", "slot", "part", "rowSpan", "colSpan", "scope", "headers", "download",
  "ping", "shape", "coords", "datetime", "dateTime", "cite", "start", "reversed", "span", "frameBorder", "allow", "sandbox", "srcDoc", "poster", "preload",
  "autoPlay", "controls", "loop", "muted", "playsInline", "kindOf", "testId", "locale", "currency", "unit", "category", "view", "sort", "order", "area",
]);

function words(text) {
  const t = text.replace(/\s+/g, " ").trim();
  if (!/[A-Za-z]{2,}/.test(t.replace(SAME_EVERYWHERE, ""))) return null;
  return t;
}

/** A string compared with (`a.kind === "user"`) is a value, not words. */
const COMPARISONS = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken]);

function inJsxChildren(node) {
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isJsxAttribute(p)) return false;
    if (ts.isJsxElement(p) || ts.isJsxFragment(p)) return true;
    if (ts.isCallExpression(p) || ts.isFunctionLike(p) || ts.isBinaryExpression(p) && COMPARISONS.has(p.operatorToken.kind)) return false;
  }
  return false;
}

/** Every hard-coded reader-facing string in one file, as [line, text]. */
export function scanSource(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const add = (node, text) => {
    const w = words(text);
    if (w) found.push([file.getLineAndCharacterOfPosition(node.getStart()).line + 1, w]);
  };
  const isPage = /\/(page|layout|not-found|error)\.tsx$/.test(fileName);
  const visit = (node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      const init = node.initializer;
      const literal = ts.isStringLiteral(init) ? init : ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression)) ? init.expression : null;
      if (literal && !CODE_PROPS.has(name) && !name.startsWith("on") && !name.startsWith("data-")) add(node, literal.text);
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && inJsxChildren(node) && !ts.isElementAccessExpression(node.parent)) add(node, node.text); else if (ts.isTemplateExpression(node) && inJsxChildren(node)) add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" "));
    else if (isPage && ts.isPropertyAssignment(node) && /^(title|description|absolute)$/.test(node.name.getText(file)) && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))) add(node, node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (path.endsWith(".tsx")) yield path;
  }
}

/** Every hard-coded string under `dirs`, as "file:line text". */
export function scan(root, dirs = SCANNED) {
  const out = [];
  for (const dir of dirs)
    for (const path of files(join(root, dir))) {
      const rel = relative(root, path);
      if (SKIPPED.some((re) => re.test(rel))) continue;
      for (const [line, text] of scanSource(rel, readFileSync(path, "utf8"))) out.push(`${rel}:${line} ${text}`);
    }
  return out;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  const dirs = process.argv.slice(2);
  const found = scan(process.cwd(), dirs.length ? dirs : SCANNED);
  console.log(found.join("\n"));
  console.error(`${found.length} hard-coded strings`);
}
