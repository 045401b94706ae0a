import { route } from "@/app/_doors/route";
import { createEvent } from "@/lib/swap-days/create-event";
import { listEvents } from "@/lib/swap-days/list-events";

/** Swap days (issue 34): plan one; the upcoming ones near me and mine. */
export const POST = route(createEvent, { status: 201 });
export const GET = route(listEvents);
