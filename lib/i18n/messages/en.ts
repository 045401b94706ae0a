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
};

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
/** The shape every language's catalogue has. */
export type Messages = Catalogue<typeof en>;
