/**
 * Crop groups (issue 35, decision 0220): the names gardeners wish and search by that stand for
 * several crops of the catalogue ("squash", "beans", "herbs"). One row per group:
 *
 *   [slug, name, other names, members]
 *
 * - slug: the group's id for ever (stored as the key `~<slug>` on listings and wishes, and its page is
 *   /crops/<slug>). It must not be a crop's slug (lib/crops/groups.test.ts checks it).
 * - other names: comma-separated, with regions in brackets as in lib/crops/types.ts. A group's name
 *   wins over a crop's when both claim it ("pea" is the peas group: garden, snow and sugar snap
 *   peas) — only allowed when that crop is a member, i.e. the same concept, only wider.
 * - members: comma-separated crop slugs, whole varieties as "crop/variety", or "kind:herb" for every
 *   crop of a kind. A member covers all its varieties.
 *
 * Lettuce and chillies are not groups: the catalogue has one crop each with every kind of lettuce
 * (Little Gem, Cos, iceberg…) and every chilli (jalapeño, habanero…) as varieties, so a wish for
 * "lettuce" or "chillies" already covers them all. "Onions" stays the bulb onion (decision 0180);
 * the wider family is "onion family" ("alliums" alone are the ornamental flowers).
 */
export type CropGroupRow = [slug: string, name: string, names: string, members: string];

export const CROP_GROUPS: CropGroupRow[] = [
  ["squash", "Squash", "squashes, cucurbita", "courgette, summer-squash, marrow, winter-squash, pumpkin"],
  ["beans", "Beans", "bean, beans for the table", "common-bean, runner-bean, broad-bean, lima-bean, soybean, yardlong-bean, mung-bean, tepary-bean"],
  ["peas", "Peas", "pea", "pea, snow-pea, snap-pea, pea-shoots"],
  ["herbs", "Herbs", "herb, culinary herbs, kitchen herbs, herb plants", "kind:herb"],
  ["brassicas", "Brassicas", "brassica, cabbage family, cole crops [us], cole crop [us]", "cabbage, chinese-cabbage, pak-choi, tatsoi, mizuna, mibuna, komatsuna, choy-sum, gai-lan, mustard-greens, kale, collards, broccoli, cauliflower, brussels-sprouts, kohlrabi, turnip, swede"],
  ["berries", "Berries", "berry, soft fruit [uk], bush fruit [uk], cane fruit [uk]", "strawberry, alpine-strawberry, raspberry, blackberry, loganberry, tayberry, boysenberry, wineberry, blueberry, cranberry, lingonberry, huckleberry, gooseberry, blackcurrant, redcurrant, whitecurrant, jostaberry, elderberry, honeyberry, aronia, serviceberry, goji, mulberry"],
  ["onion-family", "Onion family", "allium family, alliums and onions, onions and garlic", "onion, spring-onion, shallot, potato-onion, tree-onion, leek, garlic, garlic-scapes, chives, garlic-chives, wild-garlic"],
  ["citrus", "Citrus", "citrus fruit, citrus tree, citrus trees", "lemon, lime, orange, mandarin, grapefruit, kumquat, calamondin"],
  ["salad-leaves", "Salad leaves", "salad greens [us ca], salad leaf, mixed salad, mixed leaves", "lettuce, rocket, wild-rocket, endive, chicory, radicchio, lambs-lettuce, land-cress, watercress, garden-cress, purslane, claytonia, mizuna, mibuna, sorrel"],
];

/**
 * Phrases that start like a crop or group but are not one: pests, garden kit. A title "Squash bug
 * traps" names no squash, so a wish for squash does not find it (and a wish for "squash bugs" finds
 * no butternut). Matched like crop names (case, plurals, accents ignored), longest first.
 */
export const NOT_CROPS: string[] = [
  "squash bug",
  "squash vine borer",
  "squash beetle",
  "bean pole",
  "bean cane",
  "bean bag",
  "bean beetle",
  "bean weevil",
  "jelly bean",
  "coffee bean",
  "pea gravel",
  "pea moth",
  "pea weevil",
  "herb garden kit",
  "herb drying rack",
  "herb scissors",
  "brassica netting",
  "brassica collar",
  "berry bowl",
  "berry basket",
  "onion fly",
  "allium leaf miner",
  "citrus press",
  "citrus juicer",
  "salad spinner",
];
