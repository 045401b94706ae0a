import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeFriendship, makeListing, makeUser, makeWant } from "@/db/factories";
import { listingsMatchingWish, titlesMatch, wishesMatchingListing } from "./matching";

const PRODUCE = 1;
const SEEDS = 2;
const PLANTS = 3;

type Pair = { wish: string; listing: string; category?: number; listingCategory?: number; description?: string; match: boolean; why: string };

/**
 * The match rule, pair by pair (docs/decisions/0050-match-rule.md). `category` is the wish's (and
 * the listing's unless listingCategory says otherwise); produce by default.
 */
const PAIRS: Pair[] = [
  // word order and plurals
  { wish: "Tomato seeds", listing: "seeds, tomatoes", category: SEEDS, match: true, why: "plural and word order" },
  { wish: "seeds, tomatoes", listing: "Tomato seeds", category: SEEDS, match: true, why: "the same both ways" },
  { wish: "cherry tomato", listing: "Cherry Tomatoes", match: true, why: "case and plural" },
  { wish: "Cherry Tomatoes", listing: "cherry tomato", match: true, why: "case and singular" },
  { wish: "TOMATO", listing: "tomato", match: true, why: "case" },
  { wish: "runner beans", listing: "Beans, runner", match: true, why: "word order" },
  { wish: "strawberries", listing: "Strawberry runners", category: PLANTS, match: true, why: "ies plural, listing says more" },
  { wish: "leeks", listing: "Leek", match: true, why: "plural wish, singular listing" },
  { wish: "onion", listing: "Onions", match: true, why: "singular wish, plural listing" },
  { wish: "cucumber", listing: "Cucumbers, pickling", match: true, why: "listing says more" },
  { wish: "apples", listing: "Apple", match: true, why: "plural" },
  { wish: "blueberry bush", listing: "Blueberry bushes", category: PLANTS, match: true, why: "es plural" },
  { wish: "peppers", listing: "Bell peppers", match: true, why: "listing more specific" },
  { wish: "tomatoes", listing: "Cherry tomato seedlings", category: PLANTS, match: true, why: "listing more specific" },
  { wish: "basil", listing: "Sweet basil plants", category: PLANTS, match: true, why: "listing more specific" },
  { wish: "sweet basil", listing: "Basil, sweet", category: PLANTS, match: true, why: "word order" },
  { wish: "garlic", listing: "Garlic bulbs", category: PLANTS, match: true, why: "listing says more" },
  // misspellings
  { wish: "zuchini", listing: "zucchini", match: true, why: "missing double letter" },
  { wish: "zucchini", listing: "Zuchini", match: true, why: "misspelt listing" },
  { wish: "rasberry canes", listing: "Raspberry canes", category: PLANTS, match: true, why: "missing letter" },
  { wish: "brocoli", listing: "Broccoli seedlings", category: PLANTS, match: true, why: "missing letter" },
  { wish: "lettuce", listing: "Letuce mix", category: SEEDS, match: true, why: "misspelt listing" },
  { wish: "chili peppers", listing: "Chilli pepper", match: true, why: "spelling variant and plural" },
  { wish: "carot", listing: "Carrots", match: true, why: "missing letter, plural" },
  { wish: "tomatoe", listing: "Tomatoes", match: true, why: "common misspelling" },
  { wish: "zuchini seeds", listing: "Zucchini", category: SEEDS, match: true, why: "misspelt, generic word" },
  // generic words and numbers say nothing about the crop
  { wish: "pumpkin seeds", listing: "Pumpkin", category: SEEDS, match: true, why: "'seeds' repeats the category" },
  { wish: "tomato plant", listing: "Tomatoes", category: PLANTS, match: true, why: "'plant' repeats the category" },
  { wish: "organic kale", listing: "Kale", match: true, why: "'organic' is generic" },
  { wish: "2 zucchini plants", listing: "Zucchini", category: PLANTS, match: true, why: "numbers are ignored" },
  { wish: "herbs for the kitchen!", listing: "Kitchen herbs", match: true, why: "stop words and punctuation" },
  { wish: "f1 hybrid tomato", listing: "F1-hybrid tomato", category: SEEDS, match: true, why: "hyphenated words" },
  // category
  { wish: "tomato", listing: "tomato", category: PRODUCE, listingCategory: SEEDS, match: false, why: "different category never" },
  { wish: "Tomato seeds", listing: "Tomato seedlings", category: SEEDS, listingCategory: PLANTS, match: false, why: "different category never" },
  { wish: "basil", listing: "Basil", category: PLANTS, listingCategory: PRODUCE, match: false, why: "different category never" },
  // different crops that look alike
  { wish: "apple", listing: "pineapple", match: false, why: "a different fruit, not a misspelling" },
  { wish: "melon", listing: "Watermelon", match: false, why: "a different fruit" },
  { wish: "pear", listing: "Peas", match: false, why: "one letter apart but different crops" },
  { wish: "peas", listing: "Pears", match: false, why: "one letter apart but different crops" },
  { wish: "peach", listing: "Sugar snap peas", match: false, why: "short words need an exact stem" },
  { wish: "potato", listing: "tomato", match: false, why: "rhymes are not matches" },
  { wish: "corn", listing: "Popcorn", match: false, why: "a different crop" },
  { wish: "bean", listing: "Beets", match: false, why: "different crops" },
  { wish: "lime", listing: "Lima beans", match: false, why: "different crops" },
  { wish: "rose", listing: "Rosemary", category: PLANTS, match: false, why: "different plants" },
  { wish: "plum", listing: "Plumeria", category: PLANTS, match: false, why: "different plants" },
  { wish: "mint", listing: "Mango", match: false, why: "nothing in common" },
  // the wish asks for more than the listing offers
  { wish: "cherry tomatoes", listing: "Tomatoes", match: false, why: "the wish is more specific" },
  { wish: "red onion", listing: "Onion", match: false, why: "the wish is more specific" },
  // vague wishes and descriptions
  { wish: "seeds", listing: "Tomato seeds", category: SEEDS, match: false, why: "a wish of generic words only is too vague" },
  { wish: "the", listing: "The tomatoes", match: false, why: "stop words only" },
  { wish: "basil", listing: "Tomatoes", description: "Lovely with basil", match: false, why: "only the title counts, not the description" },
];

describe("the match rule (table)", () => {
  it("has at least 40 pairs, both kinds", () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(40);
    expect(PAIRS.filter((p) => p.match).length).toBeGreaterThanOrEqual(15);
    expect(PAIRS.filter((p) => !p.match).length).toBeGreaterThanOrEqual(15);
  });

  // Titles alone (the categories are checked by the indexed search below).
  it.each(PAIRS.filter((p) => !p.listingCategory))("rule: wish $wish ~ listing $listing → $match ($why)", async (p) => {
    expect(await titlesMatch(db(), p.wish, p.listing)).toBe(p.match);
  });

  // The indexed two-step search (candidates, then the rule) finds exactly the same, both directions.
  let seller: number;
  let wisher: number;
  beforeAll(async () => {
    seller = (await makeUser(db())).id;
    wisher = (await makeUser(db())).id;
  });
  it.each(PAIRS)("indexed: wish $wish ~ listing $listing → $match", async (p) => {
    const category = p.category ?? PRODUCE;
    const listing = await makeListing(db(), seller, { title: p.listing, categoryId: p.listingCategory ?? category, description: p.description ?? "", isPublic: true });
    const wish = await makeWant(db(), wisher, { title: p.wish, categoryId: category });
    const forListing = await db().transaction((tx) => wishesMatchingListing(tx, listing.id));
    expect(forListing.matches.some((m) => m.wantId === wish.id)).toBe(p.match);
    const forWish = await db().transaction((tx) => listingsMatchingWish(tx, wish.id));
    expect(forWish.matches.some((m) => m.listingId === listing.id)).toBe(p.match);
  });
});

describe("who may match (visibility)", () => {
  it("a public listing matches anyone's wish but its owner's", async () => {
    const owner = await makeUser(db());
    const stranger = await makeUser(db());
    const l = await makeListing(db(), owner.id, { title: "Purple kohlrabi", isPublic: true });
    const own = await makeWant(db(), owner.id, { title: "kohlrabi" });
    const theirs = await makeWant(db(), stranger.id, { title: "kohlrabi" });
    const { matches } = await db().transaction((tx) => wishesMatchingListing(tx, l.id));
    expect(matches.map((m) => m.wantId)).toEqual([theirs.id]);
    const mine = await db().transaction((tx) => listingsMatchingWish(tx, own.id));
    expect(mine.matches).toEqual([]);
  });

  it("a friends-only listing matches accepted friends only", async () => {
    const owner = await makeUser(db());
    const friend = await makeUser(db());
    const pending = await makeUser(db());
    const stranger = await makeUser(db());
    await makeFriendship(db(), owner.id, friend.id, "accepted");
    await makeFriendship(db(), pending.id, owner.id, "pending");
    const l = await makeListing(db(), owner.id, { title: "Romanesco", isPublic: false });
    const wants = await Promise.all([friend, pending, stranger].map((u) => makeWant(db(), u.id, { title: "romanesco" })));
    const { matches } = await db().transaction((tx) => wishesMatchingListing(tx, l.id));
    expect(matches.map((m) => m.userId)).toEqual([friend.id]);
    for (const [i, w] of wants.entries()) {
      const r = await db().transaction((tx) => listingsMatchingWish(tx, w.id));
      expect(r.matches.length).toBe(i === 0 ? 1 : 0);
    }
  });

  it("taken-down, reserved and completed listings match nobody", async () => {
    const owner = await makeUser(db());
    const other = await makeUser(db());
    const w = await makeWant(db(), other.id, { title: "salsify" });
    const inactive = await makeListing(db(), owner.id, { title: "Salsify", isActive: false });
    const reserved = await makeListing(db(), owner.id, { title: "Salsify", stateId: 2 });
    const completed = await makeListing(db(), owner.id, { title: "Salsify", stateId: 3 });
    for (const l of [inactive, reserved, completed]) {
      expect((await db().transaction((tx) => wishesMatchingListing(tx, l.id))).matches).toEqual([]);
    }
    expect((await db().transaction((tx) => listingsMatchingWish(tx, w.id))).matches).toEqual([]);
  });

  it("narrows a wish to one gardener's listings", async () => {
    const a = await makeUser(db());
    const b = await makeUser(db());
    const me = await makeUser(db());
    const la = await makeListing(db(), a.id, { title: "Tomatillo" });
    await makeListing(db(), b.id, { title: "Tomatillo" });
    const w = await makeWant(db(), me.id, { title: "tomatillos" });
    const r = await db().transaction((tx) => listingsMatchingWish(tx, w.id, { ownerId: a.id }));
    expect(r.matches).toEqual([{ listingId: la.id, ownerId: a.id }]);
  });

  it("unknown ids match nothing", async () => {
    expect(await db().transaction((tx) => wishesMatchingListing(tx, 999_999))).toEqual({ listing: null, matches: [] });
    expect(await db().transaction((tx) => listingsMatchingWish(tx, 999_999))).toEqual({ wish: null, matches: [] });
  });
});
