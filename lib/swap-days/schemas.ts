import "@/lib/validation/zod-config";
import { z } from "zod";
import { pathId } from "@/lib/validation/ids";
import { EVENT_RECURRENCES } from "./words";

export const EVENT_NOT_FOUND = "Swap day not found";
export const TITLE_REQUIRED = "Give the swap day a title";
export const WHEN_INVALID = "Give an ISO date-time, e.g. 2026-12-06T10:00:00Z";
export const PLACE_REQUIRED = "Say where: a town or postcode";
export const ORDER = "The swap day must end after it starts";
export const TOO_LONG = "A swap day lasts at most 12 hours";
export const CAPACITY_INVALID = "Capacity is a whole number from 1 to 10000";
export const RECURRENCE_INVALID = `recurrence is one of ${EVENT_RECURRENCES.join(", ")}`;
export const MAX_BRINGING = 20;

export const eventId = z.object({ id: pathId(EVENT_NOT_FOUND) });

const isDate = (d: unknown): d is Date => d instanceof Date && !Number.isNaN(d.getTime());
const when = z.iso.datetime({ offset: true, message: WHEN_INVALID }).transform((s) => new Date(s));
const id = z.coerce.number().int().positive().max(999_999_999);

export const createEventInput = z
  .object({
    group_id: id.nullable().optional(),
    title: z.string({ message: TITLE_REQUIRED }).trim().min(1, TITLE_REQUIRED).max(120, "A title is at most 120 characters"),
    description: z.string().trim().max(2000, "A description is at most 2000 characters").optional().default(""),
    starts_at: when,
    ends_at: when,
    place: z.string({ message: PLACE_REQUIRED }).trim().min(1, PLACE_REQUIRED).max(120, PLACE_REQUIRED),
    address: z.string().trim().max(200, "An address is at most 200 characters").nullable().optional(),
    capacity: z.coerce.number({ message: CAPACITY_INVALID }).int(CAPACITY_INVALID).min(1, CAPACITY_INVALID).max(10_000, CAPACITY_INVALID).nullable().optional(),
    recurrence: z.enum(EVENT_RECURRENCES, { message: RECURRENCE_INVALID }).nullable().optional(),
    /** A group's event for its members only (default: public, shown on the group's page and to anyone). */
    members_only: z.boolean().optional().default(false),
  })
  // Zod runs these even when a field already failed (then it is still the raw string): compare dates only.
  .refine((e) => !isDate(e.starts_at) || !isDate(e.ends_at) || e.ends_at > e.starts_at, { message: ORDER, path: ["ends_at"] })
  .refine((e) => !isDate(e.starts_at) || !isDate(e.ends_at) || e.ends_at.getTime() - e.starts_at.getTime() <= 12 * 3_600_000, { message: TOO_LONG, path: ["ends_at"] });

export const listEventsInput = z.object({
  near: z.string().trim().max(120).optional(),
  from: z.iso.datetime({ offset: true, message: WHEN_INVALID }).optional(),
});

export const rsvpInput = eventId.extend({ going: z.boolean({ message: "going must be true or false" }) });

const ids = (what: string) => z.array(id, { message: `${what} is a list of ids` }).max(MAX_BRINGING, `At most ${MAX_BRINGING} ${what}`);
export const bringingInput = eventId.extend({ listing_ids: ids("listing_ids"), wish_ids: ids("wish_ids") });

export const recordSwapsInput = eventId.extend({
  /** What I gave: my brought listing → the attendee who got it. */
  gave: z.array(z.object({ listing_id: id, user_id: id }), { message: "gave is a list of {listing_id, user_id}" }).max(MAX_BRINGING).default([]),
  /** What I got: listings given to me at this swap day, confirmed received. */
  got: z.array(id, { message: "got is a list of listing ids" }).max(MAX_BRINGING).default([]),
});

export const groupEventsInput = z.object({ group_id: pathId("Group not found") });
