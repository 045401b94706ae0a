import "@/lib/validation/zod-config";
import { defineUseCase } from "@/lib/use-case";
import { qrSvg } from "@/lib/qr-svg";
import { lotUrl, shownLot, toView } from "./index";
import { lotCodeInput } from "./schemas";
import { POLLINATION_LABEL } from "./words";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const monthYear = (saved: string) => {
  const [y, m] = saved.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
};

/**
 * The packet label as a printable HTML page (decision 0223): variety, OP/hybrid, month and year
 * saved, lot code and a QR code to the lot's page, sized for a seed packet (7 × 5 cm) with print CSS.
 * Self-contained (inline SVG and styles): it prints the same from a saved file.
 */
export function labelHtml(view: { code: string; crop_name: string; variety_name: string; pollination: keyof typeof POLLINATION_LABEL; saved: string }, url: string, qr: string): string {
  const title = `${view.variety_name} ${view.crop_name.toLowerCase()}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Seed label: ${escape(title)} (${view.code})</title>
<style>
:root { color-scheme: light; }
body { margin: 0; padding: 24px; font-family: "Koh Santepheap", Georgia, serif; color: #1f1a17; background: #f6f3ee; }
.label { box-sizing: border-box; width: 70mm; min-height: 50mm; padding: 4mm; border: 1px dashed #501C19; background: #fff; display: grid; grid-template-columns: 1fr 24mm; gap: 3mm; }
h1 { margin: 0 0 1mm; font-size: 14pt; line-height: 1.15; color: #501C19; }
p { margin: 0 0 1mm; font-size: 9pt; line-height: 1.3; }
.code { font-family: ui-monospace, monospace; font-size: 11pt; letter-spacing: 0.08em; color: #24440D; margin-top: 2mm; }
.qr svg { width: 24mm; height: 24mm; display: block; }
.qr p { font-size: 6.5pt; text-align: center; word-break: break-all; }
.hint { max-width: 70mm; font-size: 11pt; margin-top: 16px; }
.hint a { color: #501C19; }
@media print { body { padding: 0; background: #fff; } .hint { display: none; } .label { break-inside: avoid; } }
</style></head>
<body>
<main class="label" aria-label="Seed packet label">
<div>
<h1>${escape(title)}</h1>
<p>${escape(POLLINATION_LABEL[view.pollination])}</p>
<p>Saved ${escape(monthYear(view.saved))}</p>
<p class="code">Lot ${view.code}</p>
</div>
<div class="qr" data-qr-for="${escape(url)}">${qr}<p>Scan for its story</p></div>
</main>
<p class="hint">Print this page and stick the label on the packet. <a href="${escape(url)}">Open the lot's page</a></p>
</body></html>`;
}

/** GET /api/seed-lots/{code}/label: the lot's printable packet label (text/html), for anyone who may see the lot. */
export const getLabel = defineUseCase({
  name: "seed-lots.label",
  caller: "anyone",
  input: lotCodeInput,
  run: async (viewer, { code }): Promise<{ html: string }> => {
    const view = toView(await shownLot(viewer, code), viewer);
    const url = lotUrl(view.code);
    return { html: labelHtml(view, url, await qrSvg(url, 240)) };
  },
});
