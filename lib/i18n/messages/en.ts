import type { Catalogue } from "./define";
import { market } from "./areas/market";
import { posting } from "./areas/posting";
import { account } from "./areas/account";
import { talk } from "./areas/talk";
import { people } from "./areas/people";
import { community } from "./areas/community";
import { trades } from "./areas/trades";
import { mail } from "./areas/mail";
import { pages } from "./areas/pages";
import { details } from "./areas/details";

/**
 * The English catalogue: the SPEC's own words, verbatim (issue 38). Every other language has exactly
 * these keys (its type is this one's shape), so a missing translation is a type error, not English
 * leaking onto a Spanish page. ICU message syntax: {name} for values.
 */
export const en = {
  shell: {
    skipToContent: "Skip to content",
    mainNav: "Main",
    myLists: "my lists",
    message: "message",
    marketplace: "marketplace",
    profile: "Profile",
    unread: "unread",
    login: "Login",
    tagline: "Swap seeds, plants and produce with your neighbours.",
    logout: "Logout",
  },
  footer: {
    about: "About GardenSwap",
    help: "Help",
    guidelines: "Community guidelines",
    privacy: "Privacy",
    terms: "Terms",
    language: "Language",
  },
  categories: { produce: "produce", seeds: "seeds", plants: "plants" },
  distance: {
    under: "under {n} {unit}",
    about: "about {n} {unit}",
    over: "over {n} {unit}",
    km: "km",
    miles: "{n, plural, one {mile} other {miles}}",
  },
  email: {
    tagline: "GardenSwap — the free neighbourhood marketplace for home gardeners.",
    why: "You get this e-mail because e-mail notifications are on for your account.",
    unsubscribe: "Unsubscribe",
    orChange: "(one click, no login) or change it on your",
    profile: "profile",
  },
  matchEmail: {
    subjectOne: "A match for your wish list: {item}",
    subjectMany: "{count} new matches for your wish list",
    headingOne: "{item} is up for grabs",
    previewOne: "{where} has {item} ({category}), a match for your wish list.",
    previewMany: "{count} gardeners near you have something from your wish list.",
    hi: "Hi {user},",
    goodNewsOne: "Good news: {where} just listed <strong>{item}</strong> in {category}. It matches something on your wish list.",
    goodNewsMany: "Good news: since our last e-mail, gardeners listed things that match your wish list.",
    sellerIn: "{seller} in {city}",
    away: "{where} ({distance} away)",
    offeredBy: "{category} · offered by {where}",
    matchesWish: "Matches your wish “{wish}”",
    messageSeller: "message the seller",
    seeAll: "See all your notifications in the app:",
  },
  push: {
    newMessage: "New message from {name}",
    newMessages: "{count} new messages from {name}",
    aGardener: "A gardener",
    aListing: "a listing",
    friendRequest: "{who} wants to be your friend",
    friendAccepted: "{who} accepted your friend request",
    reserved: "{who} reserved {what} for you",
    completed: "{who} handed {what} over to you. Did you receive it?",
    completedShort: "{who} handed {what} over to you",
    confirmed: "{who} confirmed the hand-over of {what}",
    thanked: "{who} thanked you for {what}",
    offerAccepted: "{who} said yes please: {what} is reserved for them",
    windowProposed: "{who} proposed a pickup time for {what}",
    windowAgreed: "{who} agreed the pickup time for {what}",
    windowDeclined: "{who} can't do the proposed pickup time for {what}",
    coming: "{who} is still coming for {what}",
    cancelled: "{who} can't make it: {what} is available again",
    reminder: "Pickup of {what} soon: still coming?",
    portionNotChosen: "{what} from {who} went to other gardeners this time",
    swapDaySoon: "{title}: {note}",
    inTwoDays: "in two days",
    growOut: "How many of 20 came up? True to type?",
    seasonOpening: "Season opening near you",
  },
  settings: {
    title: "Settings",
    back: "‹ Profile",
    sectionsNav: "Settings sections",
    details: "Your details",
    detailsIntro: "Your user name @{username} stays as it is; other gardeners know you by it.",
    location: "Location",
    locationIntro: "Your town and postcode place you roughly; nobody sees your address.",
    distances: "Distances",
    distancesIntro: "One unit everywhere: the marketplace, listings, gardeners and e-mails.",
    prices: "Prices",
    pricesIntro: "The currency of the prices you ask. Other gardeners’ prices stay in their own currency.",
    language: "Language",
    languageIntro: "The language of your pages, e-mails and notifications.",
    languageLegend: "Show GardenSwap in",
    email: "E-mail address",
    password: "Password",
    notifications: "Notifications",
    blocked: "Blocked gardeners",
    data: "Your data",
    dataIntro: "Everything your account holds, as one JSON file: profile, listings, wishes, messages, friends, trades, notes, notifications, blocks and reports.",
    download: "Download my data",
    delete: "Delete account",
    deleteIntro: "Deletes your account and everything in it for good.",
    saved: "Saved",
  },
  ...market.en,
  ...posting.en,
  ...account.en,
  ...talk.en,
  ...people.en,
  ...community.en,
  ...trades.en,
  ...mail.en,
  ...pages.en,
  ...details.en,
};

/** The shape every language's catalogue has. */
export type Messages = Catalogue<typeof en>;
