import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { addDays, now, today } from "@/lib/clock";
import { env } from "@/lib/env";
import { FRESH_DAYS } from "@/lib/validation/freshness";
import { insertNotifications, type NewNotification } from "@/lib/notifications";
import { wishesMatchingListing } from "@/lib/notifications/matching";
import { estimateWeightGrams } from "@/lib/impact/unit-weights";
import { centroid, cubeText, locationColumns, placeLabel, resolveNear, resolvePlace } from "@/lib/places";
import type { Db } from "./index";
import { schema } from "./index";
import { makeFriendship, makeListing, makeMessage, makePicture, makeUser, makeWant } from "./factories";
import { climateAt, monthOfDate, windowsFor } from "@/lib/seasons/windows";
import type { Locale } from "@/lib/i18n/locales";

/** The demo logins (README): every demo gardener's password is gardenswap123. */
export const DEMO_PASSWORD = "gardenswap123";
export const DEMO_USERS = [
  { username: "rosie", email: "rosie@gardenswap.test", firstName: "Rosie", lastName: "Greenwood", city: "Portland", state: "OR", zipCode: "97214" },
  { username: "basil", email: "basil@gardenswap.test", firstName: "Basil", lastName: "Moreno", city: "Portland", state: "OR", zipCode: "97215" },
  { username: "fern", email: "fern@gardenswap.test", firstName: "Fern", lastName: "Okafor", city: "Beaverton", state: "OR", zipCode: "97005" },
  { username: "sage", email: "sage@gardenswap.test", firstName: "Sage", lastName: "Lindqvist", city: "Vancouver", state: "WA", zipCode: "98660" },
  // Far away (about 230 km): the distance filter visibly hides her listings from the Portland gardeners.
  { username: "juniper", email: "juniper@gardenswap.test", firstName: "Juniper", lastName: "Hale", city: "Seattle", state: "WA", zipCode: "98103" },
] as const;

/** Juniper reads GardenSwap in Spanish (issue 38): log in as her to see the interface in another language. */
export const DEMO_LANGUAGES: Partial<Record<(typeof DEMO_USERS)[number]["username"], Locale>> = { juniper: "es" };

/** The demo moderator (issue 14): runs the desk at /moderation; no listings of their own. */
export const DEMO_MODERATOR = { username: "moss", email: "moss@gardenswap.test", firstName: "Moss", lastName: "Abernathy", city: "Portland", state: "OR", zipCode: "97214" } as const;

type L = { title: string; description: string; typeId: 1 | 2 | 3; categoryId: 1 | 2 | 3; price?: number; isPublic: boolean; stateId?: number; look: [string, string, "round" | "seeds" | "plant"] };

const LISTINGS: Record<string, L[]> = {
  rosie: [
    { title: "Cherry tomatoes", description: "A big bowl of Sungold cherry tomatoes, picked this morning. Sweet as sweets.", typeId: 1, categoryId: 1, price: 4, isPublic: true, look: ["#fde8d7", "#e8702a", "round"] },
    { title: "Basil seedlings", description: "Genovese basil, six healthy seedlings ready to pot on.", typeId: 2, categoryId: 3, isPublic: true, look: ["#e8f0e0", "#8a5a3b", "plant"] },
    { title: "Saved bean seeds", description: "Scarlet runner beans saved from last summer. About 40 seeds.", typeId: 3, categoryId: 2, isPublic: false, look: ["#f5e9e6", "#b3261e", "seeds"] },
  ],
  basil: [
    { title: "Zucchini", description: "Too many courgettes again! Take as many as you like.", typeId: 3, categoryId: 1, isPublic: true, look: ["#eef5e4", "#3f6b1f", "round"] },
    // A winter squash: fern's wish for "squash" (a crop group, issue 35) matches it and the zucchini.
    { title: "Butternut, three of them", description: "Butternut squash from the allotment, cured and keeping well.", typeId: 3, categoryId: 1, isPublic: true, look: ["#fbefdc", "#c27a1a", "round"] },
    { title: "Heirloom tomato seeds", description: "Brandywine and Cherokee Purple seeds, home saved.", typeId: 1, categoryId: 2, price: 3, isPublic: true, look: ["#fbeee0", "#501C19", "seeds"] },
    { title: "Strawberry runners", description: "Rooted strawberry runners, swap for anything herby.", typeId: 2, categoryId: 3, isPublic: false, stateId: 2, look: ["#fdecec", "#c0392b", "plant"] },
  ],
  fern: [
    { title: "Rhubarb crowns", description: "Divided rhubarb crowns, vigorous variety.", typeId: 1, categoryId: 3, price: 8, isPublic: true, look: ["#f7e6ea", "#9c2a4a", "plant"] },
    { title: "Apples", description: "A crate of Bramley cooking apples.", typeId: 2, categoryId: 1, isPublic: true, look: ["#eef6e2", "#6f9f3a", "round"] },
  ],
  sage: [
    { title: "Marigold seeds", description: "French marigold seeds for companion planting.", typeId: 3, categoryId: 2, isPublic: true, look: ["#fff4d6", "#e0a100", "seeds"] },
    { title: "Lemon balm", description: "Lemon balm in 9 cm pots. Smells wonderful.", typeId: 1, categoryId: 3, price: 2, isPublic: true, look: ["#eaf3e6", "#7a5230", "plant"] },
    // Given to juniper, whose thank-you note sage reported (the desk's second open report).
    { title: "Chive clumps", description: "Three clumps of chives, divided from the herb bed.", typeId: 3, categoryId: 3, isPublic: true, stateId: 3, look: ["#e8f3e2", "#6b4fa0", "plant"] },
  ],
  juniper: [
    { title: "Kale", description: "Lacinato kale, a generous bunch every week.", typeId: 3, categoryId: 1, isPublic: true, look: ["#e6efe3", "#2f5d2a", "round"] },
    { title: "Pea seeds", description: "Sugar snap pea seeds, saved this year.", typeId: 2, categoryId: 2, isPublic: true, look: ["#eef6e2", "#5c8a2e", "seeds"] },
    { title: "Rhubarb crowns", description: "Two rhubarb crowns, dug up when we moved the bed.", typeId: 3, categoryId: 3, isPublic: true, look: ["#f7e6ea", "#9c2a4a", "plant"] },
  ],
};

const WANTS: Record<string, { title: string; categoryId: 1 | 2 | 3 }[]> = {
  rosie: [{ title: "Zucchini", categoryId: 1 }, { title: "Garlic bulbs", categoryId: 3 }],
  basil: [{ title: "Cherry tomato", categoryId: 1 }, { title: "Chilli seeds", categoryId: 2 }],
  fern: [{ title: "Marigold seeds", categoryId: 2 }, { title: "Squash", categoryId: 1 }],
  sage: [{ title: "Apples", categoryId: 1 }],
  juniper: [{ title: "Cherry tomatoes", categoryId: 1 }],
};

/** Deterministic demo data: gardeners, friendships, listings with pictures, wishes, a conversation. */
export async function seed(db: Db) {
  const ids: Record<string, number> = {};
  for (const [i, u] of DEMO_USERS.entries()) {
    const existing = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, u.email)).limit(1);
    if (existing.length) {
      ids[u.username] = existing[0].id;
      continue;
    }
    const user = await makeUser(db, { ...u, password: DEMO_PASSWORD });
    // Placed like a profile save does: the ZIP's centroid plus the gardener's fixed offset.
    const place = resolvePlace({ city: u.city, state: u.state, postcode: u.zipCode });
    await db.update(schema.users).set(locationColumns(place, user.id, env().AUTH_SECRET)).where(eq(schema.users.id, user.id));
    const avatar = await makePicture(db, user.id, { bg: ["#501C19", "#24440D", "#7a3a35", "#3f6b1f", "#24440D"][i % 5], fg: "#fbf8f2" }, "round");
    await db.update(schema.users).set({ profileImageHash: avatar.hash, language: DEMO_LANGUAGES[u.username] ?? null }).where(eq(schema.users.id, user.id));
    ids[u.username] = user.id;
    const base = Date.UTC(2026, 10, 1, 9, 0, 0) + i * 3_600_000;
    for (const [j, l] of LISTINGS[u.username].entries()) {
      const img = await makePicture(db, user.id, { bg: l.look[0], fg: l.look[1] }, l.look[2]);
      const { look: _look, ...fields } = l;
      await makeListing(db, user.id, { ...fields, price: l.price ?? 0, featuredImageHash: img.hash, createdAt: new Date(base + j * 600_000) });
    }
    for (const w of WANTS[u.username]) await makeWant(db, user.id, w);
  }
  const friendships = await db.select({ id: schema.friendships.id }).from(schema.friendships).limit(1);
  if (!friendships.length) {
    await makeFriendship(db, ids.rosie, ids.basil, "accepted");
    await makeFriendship(db, ids.fern, ids.rosie, "accepted");
    await makeFriendship(db, ids.sage, ids.rosie, "pending");
    const t = Date.UTC(2026, 10, 20, 17, 0, 0);
    await makeMessage(db, ids.basil, ids.rosie, "Hi Rosie! Are the cherry tomatoes still available?", new Date(t));
    await makeMessage(db, ids.rosie, ids.basil, "They are! Would you swap for a couple of zucchini?", new Date(t + 120_000));
    await makeMessage(db, ids.basil, ids.rosie, "Deal. I can drop them round on Saturday morning.", new Date(t + 300_000));
  }
  await seedTrades(db, ids);
  await seedGlut(db, ids);
  await seedGroup(db, ids);
  await seedSeasons(db, ids);
  const [mod] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, DEMO_MODERATOR.email)).limit(1);
  ids.moss = mod?.id ?? (await makeUser(db, { ...DEMO_MODERATOR, role: "moderator", password: DEMO_PASSWORD })).id;
  // Demo gardeners have confirmed addresses (issue 29), also in a database seeded before addresses were confirmed.
  await db
    .update(schema.users)
    .set({ emailVerifiedAt: new Date(Date.UTC(2026, 10, 1, 9, 0, 0)) })
    .where(and(inArray(schema.users.email, [...DEMO_USERS.map((u) => u.email), DEMO_MODERATOR.email]), isNull(schema.users.emailVerifiedAt)));
  const anyReport = await db.select({ id: schema.reports.id }).from(schema.reports).limit(1);
  if (!anyReport.length) {
    // One open report, so the desk has something to show at once.
    const [seeds] = await db
      .select({ id: schema.listings.id, title: schema.listings.title, description: schema.listings.description })
      .from(schema.listings)
      .where(eq(schema.listings.title, "Heirloom tomato seeds"))
      .limit(1);
    if (seeds) {
      await db.insert(schema.reports).values({
        reporterId: ids.fern,
        targetType: "listing",
        targetId: seeds.id,
        subjectUserId: ids.basil,
        reason: "spam_scam",
        note: "Asked me to pay in advance with a gift card before we had even met.",
        snapshot: `${seeds.title}\n\n${seeds.description}`,
      });
    }
    await seedReportedThanks(db, ids);
  }
  await seedNotifications(db, ids);
  await seedSwapDay(db, ids);
  await seedHarvest(db, ids);
  await seedTomatoLineage(db, ids);
  return ids;
}

/**
 * Issue 37, the harvest counted and the operator's dashboard: seven trades handed over in the last
 * nine weeks with their weights (most corrected by the giver, one left as the estimate), the chats
 * that led to them (first replies), a wish match that became a trade and a report handled, so
 * /impact/97214, rosie's profile, Buckman Community Garden and /moderation/dashboard show figures.
 */
async function seedHarvest(db: Db, ids: Record<string, number>) {
  if (await listingOf(db, ids.rosie, "Runner beans")) return;
  const week = 7 * 86_400_000;
  const at = now().getTime();
  const harvest: { giver: string; taker: string; title: string; weeksAgo: number; grams: number | null; ask: string; answer: string }[] = [
    { giver: "rosie", taker: "basil", title: "Runner beans", weeksAgo: 1, grams: 1200, ask: "Could I take some runner beans for Sunday?", answer: "Yes, a good bagful is yours." },
    { giver: "basil", taker: "rosie", title: "Courgettes", weeksAgo: 2, grams: 2000, ask: "I saw your courgettes: still spare?", answer: "Plenty! Come by after work." },
    { giver: "rosie", taker: "fern", title: "Summer squash", weeksAgo: 3, grams: 2400, ask: "Any squash left for a soup?", answer: "Three big ones, on the porch for you." },
    { giver: "basil", taker: "fern", title: "Plums", weeksAgo: 4, grams: 3000, ask: "Would you spare some plums for jam?", answer: "A whole crate, they are falling off the tree." },
    { giver: "fern", taker: "rosie", title: "Pears", weeksAgo: 5, grams: 1500, ask: "Are the pears ripe yet?", answer: "Just about. Saturday?" },
    { giver: "rosie", taker: "sage", title: "Tomatoes", weeksAgo: 6, grams: 1800, ask: "Hello! Are the tomatoes still there?", answer: "They are, pick them up any time." },
    { giver: "rosie", taker: "basil", title: "Lettuce", weeksAgo: 9, grams: null, ask: "Could I have a lettuce?", answer: "Of course, take two." },
  ];
  for (const h of harvest) {
    const done = new Date(at - h.weeksAgo * week);
    const asked = new Date(done.getTime() - 2 * 86_400_000);
    const img = await makePicture(db, ids[h.giver], { bg: "#eef5e4", fg: "#3f6b1f" }, "round");
    const listing = await makeListing(db, ids[h.giver], { title: h.title, description: `${h.title} from the garden.`, typeId: 3, categoryId: 1, isPublic: true, stateId: 3, featuredImageHash: img.hash, createdAt: new Date(asked.getTime() - 86_400_000) });
    await makeMessage(db, ids[h.taker], ids[h.giver], h.ask, asked);
    await makeMessage(db, ids[h.giver], ids[h.taker], h.answer, new Date(asked.getTime() + (1 + h.weeksAgo) * 3_600_000));
    await db.insert(schema.trades).values({
      listingId: listing.id,
      giverId: ids[h.giver],
      receiverId: ids[h.taker],
      state: "received",
      createdAt: asked,
      completedAt: done,
      confirmedAt: new Date(done.getTime() + 3_600_000),
      // The estimate when the giver left it (lib/impact/unit-weights.ts: a lettuce, 360 g), else their correction.
      weightGrams: h.grams ?? estimateWeightGrams(listing),
      weightEstimated: h.grams === null,
    });
    // Rosie wished for zucchini: basil's courgettes matched her wish, and she took them (match → trade).
    if (h.title === "Courgettes") {
      const [wish] = await db.select({ id: schema.wantItems.id }).from(schema.wantItems).where(and(eq(schema.wantItems.userId, ids.rosie), eq(schema.wantItems.title, "Zucchini"))).limit(1);
      if (wish) await db.insert(schema.notifications).values({ userId: ids.rosie, kind: "match", listingId: listing.id, wantId: wish.id, actorId: ids.basil, emailedAt: asked, readAt: asked, createdAt: new Date(asked.getTime() - 3_600_000) });
    }
  }
  // A report handled four weeks ago (dismissed by moss), for the dashboard's "reports handled".
  const kale = await listingOf(db, ids.juniper, "Kale");
  if (kale && ids.moss) {
    const handled = new Date(at - 4 * week);
    await db
      .insert(schema.reports)
      .values({ reporterId: ids.basil, targetType: "listing", targetId: kale, subjectUserId: ids.juniper, reason: "other", note: "Is this really every week?", snapshot: "Kale", status: "dismissed", createdAt: new Date(handled.getTime() - 86_400_000), resolvedAt: handled, resolvedBy: ids.moss })
      .onConflictDoNothing();
    await db.insert(schema.moderationActions).values({ moderatorId: ids.moss, action: "dismiss", subjectUserId: ids.juniper, targetType: "listing", targetId: kale, reason: "A generous gardener, not spam.", createdAt: handled });
  }
}

/**
 * Issue 36: a Brandywine tomato lot three generations deep, with two grow-out reports. Fern saved it
 * (BRANDY23), gave some to basil (BRANDY24, the lot on his "Heirloom tomato seeds" listing), who gave
 * some to rosie (BRANDY25); basil and rosie reported how theirs came up. Found by code, so seeding twice adds nothing.
 */
async function seedTomatoLineage(db: Db, ids: Record<string, number>) {
  const [exists] = await db.select({ id: schema.seedLots.id }).from(schema.seedLots).where(eq(schema.seedLots.code, "BRANDY23")).limit(1);
  if (exists) return;
  const tomato = { crop: "tomato", variety: "brandywine", pollination: "open-pollinated" as const };
  const [fern] = await db.insert(schema.seedLots).values({ ...tomato, code: "BRANDY23", ownerId: ids.fern, savedMonth: 9, savedYear: 2023, source: "saved" }).returning({ id: schema.seedLots.id });
  const listingId = await listingOf(db, ids.basil, "Heirloom tomato seeds");
  const [basil] = await db.insert(schema.seedLots).values({ ...tomato, code: "BRANDY24", ownerId: ids.basil, savedMonth: 9, savedYear: 2024, source: "swapped", parentId: fern.id, listingId, promptedAt: new Date(Date.UTC(2025, 3, 20)) }).returning({ id: schema.seedLots.id });
  const [rosie] = await db.insert(schema.seedLots).values({ ...tomato, code: "BRANDY25", ownerId: ids.rosie, savedMonth: 9, savedYear: 2025, source: "swapped", parentId: basil.id, promptedAt: new Date(Date.UTC(2026, 3, 20)) }).returning({ id: schema.seedLots.id });
  await db.insert(schema.seedLotReports).values([
    { lotId: basil.id, userId: ids.basil, ...tomato, sown: 20, cameUp: 18, trueToType: true, region: "OR" },
    { lotId: rosie.id, userId: ids.rosie, ...tomato, sown: 20, cameUp: 16, trueToType: true, region: "OR" },
    // Three more Oregon reports (fern sowed her own lot; basil and rosie first sowed the lot before
    // theirs), so the tomato page shows Brandywine's germination in OR: 5 reports, the threshold.
    { lotId: fern.id, userId: ids.fern, ...tomato, sown: 24, cameUp: 21, trueToType: true, region: "OR" },
    { lotId: fern.id, userId: ids.basil, ...tomato, sown: 12, cameUp: 9, trueToType: true, region: "OR" },
    { lotId: basil.id, userId: ids.rosie, ...tomato, sown: 10, cameUp: 8, trueToType: false, region: "OR" },
  ].map(({ pollination: _p, ...r }) => r));
}

/**
 * Issue 34: next month's swap day of Buckman Community Garden (the groups' seed makes the garden with
 * rosie as its owner; made here too when missing, found by name), on the first Sunday, 10:00–13:00 in
 * Portland, monthly. Rosie organises it and basil goes; basil brings his zucchini, which rosie hopes for.
 */
async function seedSwapDay(db: Db, ids: Record<string, number>) {
  const GARDEN = "Buckman Community Garden";
  let [garden] = await db.select({ id: schema.groups.id }).from(schema.groups).where(sql`lower(${schema.groups.name}) = lower(${GARDEN})`).limit(1);
  if (!garden) {
    const place = resolveNear("Portland, OR");
    [garden] = await db
      .insert(schema.groups)
      .values({ name: GARDEN, kind: "community_garden", place: "Portland, OR", loc: place ? cubeText(centroid(place)) : null, description: "Plots, a tool shed and a monthly swap table by the compost bays.", join: "approval", createdBy: ids.rosie })
      .returning({ id: schema.groups.id });
    await db.insert(schema.groupMembers).values({ groupId: garden.id, userId: ids.rosie, role: "owner", status: "member", joinedAt: new Date() }).onConflictDoNothing();
  }
  const [exists] = await db.select({ id: schema.events.id }).from(schema.events).where(eq(schema.events.groupId, garden.id)).limit(1);
  if (exists) return;
  // The first Sunday of next month, 18:00–21:00 UTC (10:00–13:00 in Portland).
  const n = now();
  const first = new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth() + 1, 1));
  const day = 1 + ((7 - first.getUTCDay()) % 7);
  const start = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day, 18));
  const place = resolveNear("97214");
  const [event] = await db
    .insert(schema.events)
    .values({
      groupId: garden.id,
      organizerId: ids.rosie,
      title: "Buckman seed & seedling swap",
      description: "Bring seeds, seedlings and surplus harvest; take what you need. Tables by the tool shed.",
      startsAt: start,
      endsAt: new Date(start.getTime() + 3 * 3_600_000),
      place: place ? placeLabel(place) : "Portland, OR",
      loc: place ? cubeText(centroid(place)) : null,
      address: "Buckman Community Garden, SE 16th Ave gate",
      capacity: 40,
      recurrence: "monthly",
    })
    .returning({ id: schema.events.id });
  await db.insert(schema.eventRsvps).values([
    { eventId: event.id, userId: ids.rosie },
    { eventId: event.id, userId: ids.basil },
  ]);
  const zucchini = await listingOf(db, ids.basil, "Zucchini");
  if (zucchini) await db.insert(schema.eventBringing).values({ eventId: event.id, listingId: zucchini, userId: ids.basil });
  const [wish] = await db.select({ id: schema.wantItems.id }).from(schema.wantItems).where(and(eq(schema.wantItems.userId, ids.rosie), eq(schema.wantItems.title, "Zucchini"))).limit(1);
  if (wish) await db.insert(schema.eventHoping).values({ eventId: event.id, wantId: wish.id, userId: ids.rosie });
}

/** A thank-you note on the desk (issue 15): juniper's unkind note about sage, reported by sage. */
async function seedReportedThanks(db: Db, ids: Record<string, number>) {
  const chives = await listingOf(db, ids.sage, "Chive clumps");
  if (!chives) return;
  const t = Date.UTC(2026, 10, 15, 9, 0, 0);
  await makeMessage(db, ids.juniper, ids.sage, "Could I collect the chives on my way south on Saturday?", new Date(t));
  await makeMessage(db, ids.sage, ids.juniper, "Yes, they'll be by the gate, in a bucket of water.", new Date(t + 900_000));
  const [trade] = await db
    .insert(schema.trades)
    .values({ listingId: chives, giverId: ids.sage, receiverId: ids.juniper, state: "received", completedAt: new Date(t + 86_400_000), confirmedAt: new Date(t + 90_000_000) })
    .returning({ id: schema.trades.id });
  const text = "Half of them were dead and Sage couldn't be bothered to come out and say hello. Avoid.";
  const [note] = await db
    .insert(schema.tradeThanks)
    .values({ tradeId: trade.id, authorId: ids.juniper, subjectId: ids.sage, text, rating: "down" })
    .returning({ id: schema.tradeThanks.id });
  await db.insert(schema.reports).values({
    reporterId: ids.sage,
    targetType: "thanks",
    targetId: note.id,
    subjectUserId: ids.juniper,
    reason: "offensive",
    note: "They were fresh when they left, and I was at work: we had agreed the gate.",
    snapshot: `Thank-you note from @juniper to @sage (down):\n${text}`,
  });
}

/** Issue 15's loop at a glance: one listing reserved for rosie, a thanked basil↔fern trade, one expiring tomorrow. */
/**
 * Issue 36: fern's courgette glut on her doorstep, help yourself, 10 kg at up to 2 kg each; rosie and
 * basil took 2 kg each, so its page says "6 kg left of 10 kg · up to 2 kg each".
 */
async function seedGlut(db: Db, ids: Record<string, number>) {
  if (await listingOf(db, ids.fern, "Courgette glut")) return;
  const img = await makePicture(db, ids.fern, { bg: "#eef5e4", fg: "#24440D" }, "round");
  const glut = await makeListing(db, ids.fern, {
    title: "Courgette glut",
    description: "Far too many courgettes this week. They are in a crate on my doorstep: help yourself, and tap what you took so neighbours see what is left.",
    typeId: 3,
    categoryId: 1,
    isPublic: true,
    featuredImageHash: img.hash,
    quantity: 10,
    unit: "kg",
    maxPerPerson: 2,
    remaining: 6,
    helpYourself: true,
  });
  await db.insert(schema.listingPortions).values([
    { listingId: glut.id, userId: ids.rosie, portion: 2, state: "taken" },
    { listingId: glut.id, userId: ids.basil, portion: 2, state: "taken" },
  ]);
}

/**
 * Seeded in the evening (after the reminder's 18:00 UTC), the pickup reminder waits an hour rather than
 * going out at once: a fresh demo database is not changing under a backup taken right after seeding
 * (db/data-folder-processes.test.ts), whatever the time of day.
 */
const SEEDED_REMINDER_DELAY_MS = 3_600_000;

async function seedTrades(db: Db, ids: Record<string, number>) {
  const any = await db.select({ id: schema.trades.id }).from(schema.trades).limit(1);
  if (any.length) return;
  const runners = await listingOf(db, ids.basil, "Strawberry runners");
  if (runners) {
    await db.update(schema.listings).set({ stateId: 2 }).where(eq(schema.listings.id, runners));
    const [reserved] = await db.insert(schema.trades).values({ listingId: runners, giverId: ids.basil, receiverId: ids.rosie, state: "reserved" }).returning({ id: schema.trades.id });
    // Issue 32: a doorstep pickup (the exact spot only rosie sees) at a time both agreed, tomorrow 17:00–18:00 UTC.
    const day = addDays(today(), 1);
    const start = new Date(`${day}T17:00:00Z`);
    const end = new Date(`${day}T18:00:00Z`);
    await db.insert(schema.listingHandovers).values({
      listingId: runners,
      mode: "doorstep",
      place: "Near the allotments",
      spot: "Tray on the bench by the green side gate",
      windows: [{ start: start.toISOString(), end: end.toISOString() }, { start: new Date(`${addDays(day, 1)}T09:00:00Z`).toISOString(), end: new Date(`${addDays(day, 1)}T11:00:00Z`).toISOString() }],
    });
    const agreedAt = new Date();
    await db.insert(schema.tradeWindows).values({ tradeId: reserved.id, startsAt: start, endsAt: end, status: "agreed", proposedBy: ids.rosie, agreedAt, remindAt: new Date(Math.max(Date.parse(`${today()}T18:00:00Z`), agreedAt.getTime() + SEEDED_REMINDER_DELAY_MS)) });
  }
  // Issue 36, seeds by post: sage posts marigold seeds to juniper, postage only. Reserved, so sage's
  // trade shows juniper's postal address (Personal info); nobody else ever sees it.
  const marigolds = await listingOf(db, ids.sage, "Marigold seeds");
  if (marigolds) {
    await db.update(schema.users).set({ address: "4 Fremont Row", apt: "Apt 3" }).where(eq(schema.users.id, ids.juniper));
    await db.insert(schema.listingHandovers).values({ listingId: marigolds, mode: "post", postageOnly: true, windows: [] });
    await makeMessage(db, ids.juniper, ids.sage, "Could you post me a few marigold seeds? Happy to pay the stamp.");
    await makeMessage(db, ids.sage, ids.juniper, "Of course! I've reserved them for you and will post them this week.");
    await db.update(schema.listings).set({ stateId: 2 }).where(eq(schema.listings.id, marigolds));
    await db.insert(schema.trades).values({ listingId: marigolds, giverId: ids.sage, receiverId: ids.juniper, state: "reserved" });
  }
  const apples = await listingOf(db, ids.fern, "Apples");
  if (apples) {
    const t = Date.UTC(2026, 10, 18, 10, 0, 0);
    await makeMessage(db, ids.basil, ids.fern, "Could I have some of the Bramleys for a crumble?", new Date(t));
    await makeMessage(db, ids.fern, ids.basil, "Of course! Come by any time after four.", new Date(t + 600_000));
    await db.update(schema.listings).set({ stateId: 3 }).where(eq(schema.listings.id, apples));
    const [trade] = await db
      .insert(schema.trades)
      .values({ listingId: apples, giverId: ids.fern, receiverId: ids.basil, state: "received", completedAt: new Date(t + 86_400_000), confirmedAt: new Date(t + 90_000_000) })
      .returning({ id: schema.trades.id });
    await db.insert(schema.tradeThanks).values([
      { tradeId: trade.id, authorId: ids.basil, subjectId: ids.fern, text: "The crumble was a triumph. Thank you, Fern!", rating: "up" },
      { tradeId: trade.id, authorId: ids.fern, subjectId: ids.basil, text: "Lovely to meet you, Basil, and right on time.", rating: "up" },
    ]);
  }
  // Issue 32: fern reserved the rhubarb crowns for sage, who did not come; fern released them as a no-show
  // (both see "Released: didn't show up" in My trades; one no-show alone is never shown on sage's record).
  const rhubarb = await listingOf(db, ids.fern, "Rhubarb crowns");
  if (rhubarb) {
    const at = new Date(Date.now() - 3 * 86_400_000);
    await db.insert(schema.trades).values({ listingId: rhubarb, giverId: ids.fern, receiverId: ids.sage, state: "released", createdAt: new Date(at.getTime() - 2 * 86_400_000), releasedAt: at, releasedBy: ids.fern, releaseReason: "no_show" });
    // Next in line (issue 32, decision 0213): basil and juniper asked about them in chat, basil first; the
    // crowns are offered to basil until tomorrow (then juniper gets them first: the sweep runs every minute).
    const asked = [
      { who: ids.basil, text: "If sage can't come for the rhubarb crowns, I'd love them!", at: new Date(at.getTime() - 86_400_000) },
      { who: ids.juniper, text: "Are the rhubarb crowns still there? I could come at the weekend.", at: new Date(at.getTime() - 43_200_000) },
    ];
    for (const a of asked) {
      await makeMessage(db, a.who, ids.fern, a.text, a.at);
      await db.insert(schema.conversationListings).values({ askerId: a.who, listingId: rhubarb, ownerId: ids.fern, askedAt: a.at, firstAskedAt: a.at }).onConflictDoNothing();
    }
    const offeredAt = new Date();
    await db.insert(schema.listingOffers).values({ listingId: rhubarb, userId: ids.basil, reason: "asked", offeredAt, expiresAt: new Date(offeredAt.getTime() + 86_400_000) });
  }
  // Every demo listing is offered until its category's default day from today (produce 7, seeds 180, plants 30).
  for (const [category, days] of Object.entries(FRESH_DAYS)) {
    await db
      .update(schema.listings)
      .set({ availableUntil: addDays(today(), days) })
      .where(and(isNull(schema.listings.availableUntil), eq(schema.listings.categoryId, Number(category))));
  }
  const tomatoes = await listingOf(db, ids.rosie, "Cherry tomatoes");
  if (tomatoes) await db.update(schema.listings).set({ availableUntil: addDays(today(), 1) }).where(eq(schema.listings.id, tomatoes));
}

/**
 * What the demo gardeners' bells show, so a newcomer sees notifications at once: the wish matches
 * the demo listings would have made had they been posted after the wishes (the real match rule, so
 * juniper in Seattle is not told about Portland's cherry tomatoes), sage's friend request and basil's
 * reservation for rosie, and the thank-you notes of fern and basil's trade. Marked as already
 * e-mailed: demo history sends no mail.
 */
async function seedNotifications(db: Db, ids: Record<string, number>) {
  const any = await db.select({ id: schema.notifications.id }).from(schema.notifications).limit(1);
  if (any.length) return;
  const emailedAt = new Date();
  const rows: NewNotification[] = [];
  const demo = await db.select({ id: schema.listings.id }).from(schema.listings).where(inArray(schema.listings.ownerId, Object.values(ids))).orderBy(schema.listings.id);
  for (const { id } of demo) {
    const { listing, matches } = await wishesMatchingListing(db, id);
    for (const m of matches) rows.push({ userId: m.userId, kind: "match", listingId: id, wantId: m.wantId, actorId: listing?.ownerId ?? null, emailedAt });
  }
  const apples = await listingOf(db, ids.fern, "Apples");
  rows.push(
    { userId: ids.rosie, kind: "friend_request", actorId: ids.sage, emailedAt },
    { userId: ids.rosie, kind: "trade_reserved", listingId: await listingOf(db, ids.basil, "Strawberry runners"), actorId: ids.basil, emailedAt },
    { userId: ids.fern, kind: "trade_thanks", listingId: apples, actorId: ids.basil, emailedAt },
    { userId: ids.basil, kind: "trade_thanks", listingId: apples, actorId: ids.fern, emailedAt },
    // Next in line (issue 32): fern's rhubarb crowns are offered to basil (seedTrades).
    { userId: ids.basil, kind: "first_refusal", listingId: await listingOf(db, ids.fern, "Rhubarb crowns"), actorId: ids.fern, emailedAt },
  );
  await insertNotifications(db, rows);
}

/** A demo gardener's listing by its title (the seed's data is found again by what it wrote). */
async function listingOf(db: Db, ownerId: number, title: string): Promise<number | null> {
  const [row] = await db
    .select({ id: schema.listings.id })
    .from(schema.listings)
    .where(and(eq(schema.listings.ownerId, ownerId), eq(schema.listings.title, title)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A garden group (issue 34): Buckman Community Garden in Portland 97214, by approval; rosie owns it,
 * basil and fern are members, sage has asked to join (with an answer), and one of rosie's listings is
 * shown in it.
 */
/** Portland's crops through the year, one of which is in its harvest window whatever the month the demo is seeded in. */
const PORTLAND_PICKS = [
  { slug: "jerusalem-artichoke", title: "Jerusalem artichokes", description: "A bag of sunchokes, freshly dug." },
  { slug: "rhubarb", title: "Rhubarb stalks", description: "A bundle of rhubarb stalks, pulled this morning." },
  { slug: "strawberry", title: "Strawberries", description: "A punnet of strawberries from the allotment." },
  { slug: "tomato", title: "Tomatoes", description: "Ripe tomatoes, more than we can eat." },
  { slug: "kale", title: "Kale", description: "A big bunch of curly kale." },
  { slug: "rosemary", title: "Rosemary sprigs", description: "Rosemary sprigs, cut to order." },
];

/**
 * Seasons (issue 35): fern offers a crop in season in Portland this month (the marketplace's "In season
 * near you" strip and its crop page), and rosie's wish for raspberries sleeps until three days after the
 * seed day, so the wake-up ("Season opening near you") can be seen by moving the injected clock or waiting.
 */
async function seedSeasons(db: Db, ids: Record<string, number>) {
  const month = monthOfDate(now());
  const portland = climateAt(45.52, -122.68);
  const pick = PORTLAND_PICKS.find((p) => windowsFor(p.slug, portland)?.harvest.includes(month)) ?? PORTLAND_PICKS.at(-1)!;
  const [listed] = await db.select({ id: schema.listings.id }).from(schema.listings).where(and(eq(schema.listings.ownerId, ids.fern), eq(schema.listings.description, pick.description))).limit(1);
  if (!listed) {
    const img = await makePicture(db, ids.fern, { bg: "#eef5e4", fg: "#24440D" }, "round");
    await makeListing(db, ids.fern, { title: pick.title, description: pick.description, typeId: 3, categoryId: 1, price: 0, isPublic: true, featuredImageHash: img.hash, createdAt: now() });
  }
  const [wished] = await db.select({ id: schema.wantItems.id }).from(schema.wantItems).where(and(eq(schema.wantItems.userId, ids.rosie), eq(schema.wantItems.title, "Raspberries"))).limit(1);
  if (!wished) await makeWant(db, ids.rosie, { title: "Raspberries", categoryId: 1, dormantUntil: addDays(today(), 3) });
}

async function seedGroup(db: Db, ids: Record<string, number>) {
  const name = "Buckman Community Garden";
  const [existing] = await db.select({ id: schema.groups.id }).from(schema.groups).where(eq(schema.groups.name, name)).limit(1);
  if (existing) return;
  const place = resolvePlace({ postcode: "97214" })!;
  const [group] = await db
    .insert(schema.groups)
    .values({
      name,
      kind: "community_garden",
      place: `97214 ${placeLabel(place)}`,
      loc: cubeText(centroid(place)),
      description: "Forty raised beds behind the school on SE Ash. We share tools, seeds and far too many courgettes.",
      rules: "Be kind. Give what you can. Tidy the shared tools away.",
      join: "approval",
      question: "Which plot are you on?",
      createdBy: ids.rosie,
      createdAt: new Date(Date.UTC(2026, 9, 1, 9, 0, 0)),
    })
    .returning({ id: schema.groups.id });
  const joined = new Date(Date.UTC(2026, 9, 2, 9, 0, 0));
  await db.insert(schema.groupMembers).values([
    { groupId: group.id, userId: ids.rosie, role: "owner", status: "member", joinedAt: joined },
    { groupId: group.id, userId: ids.basil, role: "member", status: "member", joinedAt: joined },
    { groupId: group.id, userId: ids.fern, role: "member", status: "member", joinedAt: joined },
    { groupId: group.id, userId: ids.sage, role: "member", status: "pending", answer: "Plot 14, by the compost bays" },
  ]);
  const tomatoes = await listingOf(db, ids.rosie, "Cherry tomatoes");
  if (tomatoes) await db.insert(schema.listingGroups).values({ listingId: tomatoes, groupId: group.id });
}
