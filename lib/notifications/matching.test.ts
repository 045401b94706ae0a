import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeFriendship, makeListing, makeUser, makeWant } from "@/db/factories";
import { listingsMatchingWish, significantSql, titleLexemesSql, titlesMatch, wishesMatchingListing } from "./matching";

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

/**
 * Crop-aware pairs (docs/decisions/0180-crop-catalogue.md): both sides name catalogue crops, so
 * names across Englishes, varieties and shared names decide, and look-alikes stay apart.
 */
const CROP_PAIRS: Pair[] = [
  // one crop, names from different Englishes
  { wish: "zucchini", listing: "Courgettes", match: true, why: "US name, UK listing" },
  { wish: "courgette", listing: "Zucchini — too many!", match: true, why: "UK name, US listing" },
  { wish: "Courgette (zucchini)", listing: "Zucchini", match: true, why: "the autocomplete's label" },
  { wish: "eggplant", listing: "Aubergines", match: true, why: "US/UK" },
  { wish: "aubergine", listing: "Eggplant, Japanese", match: true, why: "UK/US" },
  { wish: "cilantro", listing: "Coriander", category: PLANTS, match: true, why: "US/UK" },
  { wish: "coriander", listing: "Fresh cilantro bunches", match: true, why: "UK/US" },
  { wish: "scallions", listing: "Spring onions", match: true, why: "US/UK" },
  { wish: "green onions", listing: "Salad onions", match: true, why: "US/UK" },
  { wish: "arugula", listing: "Rocket", match: true, why: "US/UK" },
  { wish: "rocket", listing: "Arugula seeds", category: SEEDS, match: true, why: "UK/US" },
  { wish: "rutabaga", listing: "Swede", match: true, why: "US/UK" },
  { wish: "beets", listing: "Beetroot", match: true, why: "US/UK" },
  { wish: "capsicum", listing: "Bell peppers", match: true, why: "AU/US" },
  { wish: "silverbeet", listing: "Swiss chard", match: true, why: "AU/UK" },
  { wish: "snow peas", listing: "Mangetout", match: true, why: "US/UK" },
  { wish: "fava beans", listing: "Broad beans", match: true, why: "US/UK" },
  { wish: "garbanzo", listing: "Chickpeas", category: SEEDS, match: true, why: "US/UK" },
  { wish: "corn", listing: "Sweetcorn", match: true, why: "US/UK" },
  { wish: "cantaloupe", listing: "Rockmelon", match: true, why: "a melon variety by its AU name" },
  { wish: "lady's fingers", listing: "Okra", match: true, why: "UK/US" },
  { wish: "celery root", listing: "Celeriac", match: true, why: "US/UK" },
  { wish: "sunchokes", listing: "Jerusalem artichokes", category: PLANTS, match: true, why: "US/UK" },
  { wish: "napa cabbage", listing: "Chinese leaf", match: true, why: "US/UK" },
  { wish: "bok choy", listing: "Pak choi", match: true, why: "US/UK" },
  { wish: "kumara", listing: "Sweet potatoes", match: true, why: "NZ/AU and US" },
  { wish: "lupine", listing: "Lupins", category: PLANTS, match: true, why: "US/UK" },
  { wish: "saskatoon berries", listing: "Serviceberry", category: PLANTS, match: true, why: "CA/US" },
  { wish: "Zucchinis", listing: "Courgette plants", category: PLANTS, match: true, why: "plural and generic word" },
  { wish: "AUBERGINES", listing: "eggplant", match: true, why: "case" },
  { wish: "jalapeños", listing: "Jalapeno", match: true, why: "accents" },
  // varieties
  { wish: "tomatoes", listing: "Sungold", match: true, why: "a tomato variety answers a tomato wish" },
  { wish: "tomato", listing: "Black Krim", match: true, why: "variety alone" },
  { wish: "tomatoes", listing: "San Marzano", match: true, why: "variety alone" },
  { wish: "basil", listing: "Genovese", category: PLANTS, match: true, why: "a basil variety" },
  { wish: "potatoes", listing: "Maris Piper", category: PLANTS, match: true, why: "a potato variety" },
  { wish: "apples", listing: "Bramley", match: true, why: "an apple variety" },
  { wish: "courgettes", listing: "Black Beauty zucchini", category: SEEDS, match: true, why: "shared variety name, crop given" },
  { wish: "peppers", listing: "Jalapeños", match: true, why: "'pepper' is sweet or chilli" },
  { wish: "peppers", listing: "Capsicum", match: true, why: "'pepper' is sweet or chilli" },
  { wish: "chillies", listing: "Scotch Bonnet", category: SEEDS, match: true, why: "a chilli variety" },
  { wish: "Sungold", listing: "Sungold tomatoes", match: true, why: "variety with its crop" },
  { wish: "Sungold tomatoes", listing: "Sungold", match: true, why: "the crop word adds nothing to a variety" },
  { wish: "Black Krim", listing: "Tomatoes: Black Krim and Brandywine", match: true, why: "one of several varieties" },
  { wish: "Moneymaker tomato", listing: "Moneymaker", category: SEEDS, match: false, why: "a shared name alone may be the aubergine" },
  { wish: "Moneymaker", listing: "Moneymaker tomato seeds", category: SEEDS, match: true, why: "a shared name answered by one of its owners" },
  { wish: "Sungold", listing: "Tomatoes", match: false, why: "a variety wish needs that variety" },
  { wish: "Sungold", listing: "Black Krim", match: false, why: "another variety of the same crop" },
  { wish: "Brandywine", listing: "Cherry tomatoes", match: false, why: "another kind of tomato" },
  { wish: "cherry tomatoes", listing: "Sungold cherry tomatoes", match: true, why: "the kind and a variety" },
  { wish: "Genovese basil", listing: "Thai basil", category: PLANTS, match: false, why: "another basil" },
  { wish: "red onions", listing: "Onion sets", category: PLANTS, match: false, why: "a kind of onion needs that kind" },
  { wish: "yellow courgette", listing: "Courgettes", match: false, why: "the wish's other word is missing" },
  { wish: "dwarf French beans", listing: "Dwarf green beans", match: true, why: "common bean by two names, 'dwarf' present" },
  // look-alikes that must not match
  { wish: "potato", listing: "Sweet potato", match: false, why: "sweet potato is not a potato" },
  { wish: "sweet potatoes", listing: "Potatoes", match: false, why: "nor the other way" },
  { wish: "bell pepper", listing: "Peppermint", category: PLANTS, match: false, why: "peppermint is a mint" },
  { wish: "peppermint", listing: "Bell peppers", category: PLANTS, match: false, why: "nor the other way" },
  { wish: "mint", listing: "Peppermint", category: PLANTS, match: true, why: "peppermint is a mint" },
  { wish: "spring onions", listing: "Onion sets", category: PLANTS, match: false, why: "onion sets grow bulb onions (decided, 0180)" },
  { wish: "onion sets", listing: "Spring onions", category: PLANTS, match: false, why: "nor the other way" },
  { wish: "onions", listing: "Spring onions", match: false, why: "a wish for onions means bulb onions" },
  { wish: "onions", listing: "Onion sets", category: PLANTS, match: true, why: "sets are small onion bulbs" },
  { wish: "oranges", listing: "Orange tomatoes", match: false, why: "a colour before a crop is not a crop" },
  { wish: "cherries", listing: "Cherry tomatoes", match: false, why: "cherry tomatoes are tomatoes" },
  { wish: "watermelon", listing: "Watermelon radish", category: SEEDS, match: false, why: "a radish variety" },
  { wish: "squash", listing: "Butternut squash", match: true, why: "'squash' is summer or winter" },
  { wish: "cucumber", listing: "Mexican sour gherkin", match: false, why: "a cucamelon, not a gherkin" },
  { wish: "asparagus", listing: "Asparagus beans", match: false, why: "a yardlong bean" },
  { wish: "beans", listing: "Runner beans", match: true, why: "'bean' is any bean" },
  { wish: "runner beans", listing: "Beans, runner", match: true, why: "catalogue-style title" },
  { wish: "runner beans", listing: "Broad beans", match: false, why: "another bean" },
  { wish: "lettuce", listing: "Lamb's lettuce", match: false, why: "corn salad, not lettuce" },
  { wish: "corn", listing: "Corn salad", match: false, why: "a salad leaf" },
  { wish: "spinach", listing: "New Zealand spinach", match: false, why: "another plant" },
  { wish: "kale", listing: "Sea kale", category: PLANTS, match: false, why: "another plant" },
  { wish: "gooseberries", listing: "Cape gooseberry", category: PLANTS, match: false, why: "physalis" },
  { wish: "tomatoes", listing: "Tomatillos", match: false, why: "another crop" },
  // typos still forgiven
  { wish: "zucchini", listing: "Zuchini", match: true, why: "misspelt listing resolves too" },
  { wish: "courgette", listing: "zuchinis", match: true, why: "misspelt US name" },
  { wish: "aubergine", listing: "egplant", match: true, why: "misspelt" },
];

/**
 * Crop groups (issue 35, decision 0220): a group's name covers every member crop and variety; a
 * wish for one crop stays that crop; pests and kit named after a group are not it.
 */
const GROUP_PAIRS: Pair[] = [
  { wish: "squash", listing: "Butternut, three of them", match: true, why: "butternut is a winter squash" },
  { wish: "squash", listing: "Courgettes", match: true, why: "a summer squash" },
  { wish: "squash", listing: "Zucchini — too many!", match: true, why: "the US name of a member" },
  { wish: "squash", listing: "Pattypan", category: SEEDS, match: true, why: "a summer squash variety" },
  { wish: "squashes", listing: "Pumpkins", match: true, why: "pumpkins are squash" },
  { wish: "squash", listing: "Marrows", match: true, why: "a marrow is a squash" },
  { wish: "squash", listing: "Squash bug traps", match: false, why: "a pest, not a squash" },
  { wish: "squash bugs", listing: "Butternut squash", match: false, why: "nor the other way" },
  { wish: "squash", listing: "Cucumbers", match: false, why: "a cucurbit, not a squash" },
  { wish: "courgette", listing: "Butternut", match: false, why: "a specific wish stays specific" },
  { wish: "pattypan", listing: "Courgettes", match: false, why: "a variety wish needs that variety" },
  { wish: "beans", listing: "Runner beans", match: true, why: "a bean" },
  { wish: "beans", listing: "Broad beans", match: true, why: "a bean" },
  { wish: "beans", listing: "French beans", match: true, why: "a bean" },
  { wish: "beans", listing: "Borlotti", category: SEEDS, match: true, why: "a common bean variety" },
  { wish: "beans", listing: "Bean poles", category: PLANTS, match: false, why: "garden kit" },
  { wish: "runner beans", listing: "French beans", match: false, why: "a specific wish stays specific" },
  { wish: "peas", listing: "Sugar snap peas", match: true, why: "a pea" },
  { wish: "peas", listing: "Mangetout", match: true, why: "a snow pea" },
  { wish: "peas", listing: "Sweet peas", category: PLANTS, match: false, why: "a flower" },
  { wish: "peas", listing: "Pea gravel", match: false, why: "stones" },
  { wish: "snow peas", listing: "Garden peas", match: false, why: "a specific wish stays specific" },
  { wish: "herbs", listing: "Genovese basil", category: PLANTS, match: true, why: "basil is a herb" },
  { wish: "herbs", listing: "Rosemary cuttings", category: PLANTS, match: true, why: "rosemary is a herb" },
  { wish: "herbs", listing: "Tomatoes", match: false, why: "not a herb" },
  { wish: "brassicas", listing: "Purple sprouting broccoli", category: PLANTS, match: true, why: "a brassica" },
  { wish: "brassica seedlings", listing: "Kale", category: PLANTS, match: true, why: "a brassica, 'seedlings' generic" },
  { wish: "brassicas", listing: "Sea kale", category: PLANTS, match: false, why: "not a Brassica" },
  { wish: "berries", listing: "Raspberries", match: true, why: "soft fruit" },
  { wish: "soft fruit", listing: "Gooseberries", match: true, why: "the UK name of the group" },
  { wish: "berries", listing: "Cape gooseberry", match: false, why: "physalis" },
  { wish: "berries", listing: "Berry basket", match: false, why: "kit" },
  { wish: "salad leaves", listing: "Rocket", match: true, why: "a salad leaf" },
  { wish: "citrus", listing: "Meyer lemon", category: PLANTS, match: true, why: "a lemon" },
  { wish: "lettuce", listing: "Little Gem", match: true, why: "lettuce is one crop with all its kinds" },
  { wish: "chillies", listing: "Jalapeños", match: true, why: "chilli is one crop with all its kinds" },
  { wish: "onion family", listing: "Leeks", category: PLANTS, match: true, why: "an allium" },
  { wish: "onions", listing: "Leeks", match: false, why: "onions are bulb onions (0180)" },
  { wish: "raspberries", listing: "Strawberries", match: false, why: "a specific wish stays specific" },
  { wish: "herbs", listing: "Potatoes", match: false, why: "not a herb" },
];

describe.each([
  ["words", PAIRS],
  ["crops", CROP_PAIRS],
  ["groups", GROUP_PAIRS],
])("the match rule (table: %s)", (_, PAIRS) => {
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

describe("keys (docs/decisions/0055-matching-keys.md)", () => {
  it("gs_match_words (migration 0011) keeps exactly the rule's significant words, in byte order", async () => {
    const titles = [...PAIRS, ...CROP_PAIRS].flatMap((p) => [p.wish, p.listing]);
    titles.push("seeds seedlings plants starts cuttings produce fresh organic homegrown home grown packet pack bunch bag 2 12 tomatoes");
    for (const t of titles) {
      const [r] = await db()
        .select({ stored: sql<string[]>`gs_match_words(${t})`, rule: sql<string[]>`${significantSql(titleLexemesSql(sql`${t}::text`))}` })
        .from(sql`(select 1) as one`);
      expect(r.stored, t).toEqual([...new Set(r.rule)].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    }
  });

  const both = async (wishTitle: string, listingTitle: string, categoryId = 1) => {
    const [seller, wisher] = [await makeUser(db()), await makeUser(db())];
    const listing = await makeListing(db(), seller.id, { title: listingTitle, categoryId, isPublic: true });
    const wish = await makeWant(db(), wisher.id, { title: wishTitle, categoryId });
    const forListing = (await db().transaction((tx) => wishesMatchingListing(tx, listing.id))).matches.some((m) => m.wantId === wish.id);
    const forWish = (await db().transaction((tx) => listingsMatchingWish(tx, wish.id))).matches.some((m) => m.listingId === listing.id);
    return [forListing, forWish];
  };

  it("wishes of more than four words (no key) still match, both ways", async () => {
    expect(await both("quartz fendle brimble snorkel xylophone", "Xylophone snorkel brimble fendle quartz, extra")).toEqual([true, true]);
    expect(await both("quartz fendle brimble snorkel xylophone", "Xylophone snorkel brimble fendle")).toEqual([false, false]);
    expect(await both("Sungold dwarf yellow early giant", "Giant early yellow dwarf Sungold tomatoes")).toEqual([true, true]);
    expect(await both("Sungold dwarf yellow early giant", "Early yellow dwarf Sungold tomatoes")).toEqual([false, false]);
  });

  it("a listing title of many words (too many keys) checks wishes by their arrays", async () => {
    const long = "Kohlrabi alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo";
    expect(await both("kohlrabi", long)).toEqual([true, true]);
    expect(await both("kohlrabi sierra", long)).toEqual([false, false]);
    expect(await both("zuchini", `${long} zucchini`)).toEqual([true, true]);
  });
});
