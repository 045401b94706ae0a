// Draws GardenSwap's app icons (a sprout on the primary colour) and renders them with sharp into
// public/icons/. The PNGs are committed; run `node scripts/icons.mjs` again after changing the drawing.
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const PRIMARY = "#501C19";
const CREAM = "#FBF8F2";
const LEAF = "#8FBF5A";
const LEAF_LIGHT = "#C8E0A8";

/** The sprout on a 100×100 board; `scale` shrinks it around the centre (maskable icons keep a safe zone). */
function sprout(scale) {
  const t = `translate(50 50) scale(${scale}) translate(-50 -50)`;
  return `<g transform="${t}">
    <path d="M50 82V56" stroke="${CREAM}" stroke-width="6" stroke-linecap="round"/>
    <path d="M50 50c0-15 10-25 27-27 0 17-10 27-27 27z" fill="${LEAF}"/>
    <path d="M50 60c0-13-8-21-23-23 0 15 8 23 23 23z" fill="${LEAF_LIGHT}"/>
    <path d="M30 84h40" stroke="${CREAM}" stroke-width="5" stroke-linecap="round"/>
  </g>`;
}

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="${PRIMARY}"/>${sprout(0.9)}</svg>`;
// Maskable: full-bleed background, the drawing inside the central 80 % circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${PRIMARY}"/>${sprout(0.62)}</svg>`;
// iOS rounds the corners itself and shows transparency as black: a square, opaque icon.
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${PRIMARY}"/>${sprout(0.8)}</svg>`;

const out = [
  ["icon-192.png", rounded, 192],
  ["icon-512.png", rounded, 512],
  ["maskable-512.png", maskable, 512],
  ["apple-touch-icon.png", apple, 180],
];

mkdirSync("public/icons", { recursive: true });
for (const [name, svg, size] of out) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 100) }).resize(size, size).png({ compressionLevel: 9 }).toFile(`public/icons/${name}`);
  console.log(`public/icons/${name} ${size}×${size}`);
}

// favicon.ico for browsers and crawlers that ask for it by that name: 16, 32 and 48 px PNGs in one ICO.
const sizes = [16, 32, 48];
const pngs = await Promise.all(sizes.map((size) => sharp(Buffer.from(rounded), { density: 72 * (size / 100) }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(size, e);
  header.writeUInt8(size, e + 1);
  header.writeUInt16LE(1, e + 4); // colour planes
  header.writeUInt16LE(32, e + 6); // bits per pixel
  header.writeUInt32LE(pngs[i].length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += pngs[i].length;
});
writeFileSync("public/favicon.ico", Buffer.concat([header, ...pngs]));
console.log(`public/favicon.ico ${sizes.join(", ")} px`);
