export type CropKind = "veg" | "herb" | "fruit" | "flower";

/**
 * One crop, one line of data (lib/crops/data/*.ts):
 *
 *   [slug, canonical name, scientific name, kind, category hints, other names, varieties]
 *
 * - slug: the crop's id for ever (stored on listings and wishes, in /crops/<slug>); never rename one.
 * - category hints: letters in order of likelihood, p = produce, s = seeds, l = plants ("psl": a
 *   tomato is most often offered as produce, then seeds, then plants).
 * - other names: comma-separated; a name followed by regions in brackets is used there
 *   ("zucchini [us ca au]"), without brackets everywhere. The first regional name that differs from
 *   the canonical one is shown beside it: "Courgette (zucchini)".
 * - varieties: comma-separated; "Name|alias|alias" gives a variety other names.
 * - A trailing * marks a name deliberately shared with another crop or variety ("pepper*": sweet and
 *   chilli). Such a name stands for all its owners; every other name must belong to one crop only
 *   (lib/crops/catalogue.test.ts checks it).
 */
export type CropRow = [slug: string, name: string, scientific: string, kind: CropKind, categories: string, names: string, varieties: string];
