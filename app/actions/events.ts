"use server";

import { action } from "@/app/_doors/action";
import { cancelEvent } from "@/lib/swap-days/cancel-event";
import { createEvent } from "@/lib/swap-days/create-event";
import { recordSwaps } from "@/lib/swap-days/record-swaps";
import { rsvpEvent } from "@/lib/swap-days/rsvp-event";
import { setBringing } from "@/lib/swap-days/set-bringing";

/** Issue 34: swap days (one-line doors; the pages re-render from the same use cases). */
const pages: [string, "layout"][] = [["/events", "layout"]];
export const createEventAction = action(createEvent, { revalidate: pages });
export const rsvpAction = action(rsvpEvent, { revalidate: pages });
export const cancelEventAction = action(cancelEvent, { revalidate: pages });
export const bringingAction = action(setBringing, { revalidate: pages });
export const recordSwapsAction = action(recordSwaps, { revalidate: [...pages, "/my-trades"] });
