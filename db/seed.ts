import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { addDays, now, today } from "@/lib/clock";
import { env } from "@/lib/env";
import { FRESH_DAYS } from "@/lib/validation/freshness";
import { insertNotifications, type NewNotification } from "@/lib/notifications";
import { wishesMatchingListing } from "@/lib/notifications/matching";
import { centroid, cubeText, locationColumns, placeLabel, resolveNear, resolvePlace } from "@/lib/places";
import type { Db } from "./index";
import { schema } from "./index";
import { makeFriendship, makeListing, makeMessage, makePicture, makeUser, makeWant } from "./factories";

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
  fern: [{ title: "Marigold seeds", categoryId: 2 }],
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
    await db.update(schema.users).set({ profileImageHash: avatar.hash }).where(eq(schema.users.id, user.id));
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
  await seedGroup(db, ids);
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
  return ids;
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
    await db.insert(schema.tradeWindows).values({ tradeId: reserved.id, startsAt: start, endsAt: end, status: "agreed", proposedBy: ids.rosie, agreedAt, remindAt: new Date(Math.max(Date.parse(`${today()}T18:00:00Z`), agreedAt.getTime())) });
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
