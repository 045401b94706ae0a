import type { BrowserContext } from "@playwright/test";
import { DEMO, expect, loginAs, registerUser } from "./fixtures";

/** Every page a gardener can open, with the demo's ids: what the a11y sweep and the language walk visit. */

export type Ids = { listing: number; privateListing: number; seller: number; other: number; group: number; event: number };

export const MODERATOR = "moss@gardenswap.test";

/** One report for the moderation desk to show (a throwaway gardener reports a demo one; once is enough). */
export async function reportForTheDesk(context: BrowserContext, baseURL: string, about: number) {
  const reporter = await registerUser(context, baseURL, "reporter");
  const { access_token } = await loginAs(context, baseURL, reporter.email, reporter.password);
  const res = await context.request.post("/api/reports", {
    headers: { authorization: `Bearer ${access_token}` },
    data: { target_type: "user", target_id: about, reason: "other", note: `Checking the desk: ${"a long note ".repeat(20)}` },
  });
  expect(res.status(), "report").toBe(201);
  await context.clearCookies();
}

export async function demoIds(context: BrowserContext, baseURL: string): Promise<Ids> {
  const { access_token, user } = await loginAs(context, baseURL, DEMO.rosie.email);
  const auth = { authorization: `Bearer ${access_token}` };
  const mine = (await (await context.request.get("/api/listings/?mine=true", { headers: auth })).json()) as { id: number; title: string; is_public: boolean }[];
  const basil = (await (await context.request.get("/api/auth/friends", { headers: auth })).json()) as { id: number; username: string }[];
  const groups = (await (await context.request.get("/api/groups?mine=true", { headers: auth })).json()) as { id: number; name: string }[];
  // Issue 34: the seeded swap day of Buckman Community Garden (rosie organises it).
  const events = (await (await context.request.get("/api/events", { headers: auth })).json()) as { mine: { id: number; title: string }[] };
  await context.clearCookies();
  return {
    listing: mine.find((l) => l.title === "Cherry tomatoes")!.id,
    privateListing: mine.find((l) => !l.is_public)!.id,
    seller: user.id,
    other: basil.find((f) => f.username === "basil")!.id,
    group: groups.find((g) => g.name === "Buckman Community Garden")!.id,
    event: events.mine.find((e) => e.title === "Buckman seed & seedling swap")!.id,
  };
}

// Every app/**/page.tsx that renders something (the redirect-only ones — /editlisting, /friend-search,
// /my-listings-old, /not-found — land on pages below; /dev/outbox is 404 in production).
export const anonymousPages = (ids: Ids) => [
  "/",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/listings",
  "/listings?q=lemon",
  `/listings/${ids.listing}`,
  `/listings/${ids.privateListing}`,
  `/seller/${ids.seller}`,
  "/crops/tomato",
  "/groups",
  `/groups/${ids.group}`,
  "/groups/join/not-a-code",
  "/events",
  `/events/${ids.event}`,
  "/unsubscribe",
  "/listing-reminder",
  "/offline",
  "/no-such-page",
];
export const signedInPages = (ids: Ids) => [
  "/listings",
  "/listings?tab=public&category=all",
  "/listings?tab=friends&category=seeds&q=zzzz",
  `/listings/${ids.listing}`,
  `/listings/${ids.privateListing}`,
  `/listings/${ids.listing}/edit`,
  "/filter-page?tab=public",
  "/have-want-search",
  "/have-want-search?tab=want&category=seeds",
  `/seller/${ids.seller}`,
  `/seller/${ids.other}`,
  `/seller/${ids.other}?tab=want`,
  "/my-listings",
  `/my-listings?posted=${ids.listing}`,
  "/my-listings?tab=want",
  "/my-trades",
  "/listings/new",
  "/post-want",
  "/profile",
  "/myfriends",
  "/friend-invi",
  "/my-friend-listing",
  "/gardeners",
  "/gardeners?q=por",
  "/messages",
  `/messages/${ids.other}`,
  "/personal-info",
  "/invite-your-friends",
  "/match-noti",
  "/crops/tomato",
  "/groups",
  "/groups/new",
  `/groups/${ids.group}`,
  `/groups/${ids.group}/members`,
  "/events",
  `/events/${ids.event}`,
  "/events/new",
];

