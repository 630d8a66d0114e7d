import { z } from 'zod';
import { STAY_MAX_DAYS, STAY_NOTE_MAX_LENGTH, STAY_VISIBILITIES } from './constants';
import { MemberSummary } from './events';
import { FriendRelation } from './friends';
import { PlanCard } from './plans';
import { orNull } from './or-null';

// Stays (docs/product.md §13): where a member will be, as an area (and optionally one of its
// towns) and the days there. Days are dates of the area's calendar: a stay of 3–10 June is in
// Peniche on those days whatever the reader's own time zone.

export const StayVisibility = z.enum(STAY_VISIBILITIES).meta({ id: 'StayVisibility' });
export type StayVisibility = z.infer<typeof StayVisibility>;

export const STAY_VISIBILITY_LABELS: Record<StayVisibility, string> = {
  friends: 'Friends',
  everyone: 'Everyone on Lineup',
  nobody: 'Only me',
};

export const stayMessages = {
  area: 'Choose one of the areas.',
  city: 'Choose a town of that area, or none.',
  arrivesOn: 'Give the day you arrive, such as 2027-06-03.',
  leavesOn: 'Give the day you leave, such as 2027-06-10.',
  leavesBeforeArriving: 'The day you leave can’t be before the day you arrive.',
  tooLong: `A stay can last at most ${STAY_MAX_DAYS} days.`,
  over: 'This stay is already over: give dates from today on.',
  tooFarAhead: 'A stay can start at most two years from now.',
  note: `Keep the note to ${STAY_NOTE_MAX_LENGTH} characters.`,
  tooMany: 'You have as many upcoming stays as Lineup keeps. Remove one first.',
  notFound: 'Stay not found',
} as const;

const day = (message: string) => z.iso.date({ error: message });

const StayFields = z.object({
  /** The area's id or slug. */
  area: z.string({ error: stayMessages.area }).trim().min(1, { error: stayMessages.area }).max(100),
  /** One of the area's towns (a city id), or none. */
  cityId: z.uuid({ error: stayMessages.city }).nullable().optional(),
  arrivesOn: day(stayMessages.arrivesOn),
  leavesOn: day(stayMessages.leavesOn),
  note: z
    .string()
    .trim()
    .max(STAY_NOTE_MAX_LENGTH, { error: stayMessages.note })
    .optional()
    .default(''),
  visibility: StayVisibility.optional().default('friends'),
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** `POST /api/stays` and `PUT /api/stays/:stayId`: the whole stay. */
export const StayInput = StayFields.superRefine((stay, context) => {
  // A day in another shape is already reported; `Date.parse` would read "3 June" as 2001.
  if (!ISO_DAY.test(stay.arrivesOn) || !ISO_DAY.test(stay.leavesOn)) return;
  const length = daysBetween(stay.arrivesOn, stay.leavesOn);
  if (length < 0) {
    context.addIssue({
      code: 'custom',
      path: ['leavesOn'],
      message: stayMessages.leavesBeforeArriving,
    });
  } else if (length + 1 > STAY_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['leavesOn'], message: stayMessages.tooLong });
  }
}).meta({ id: 'StayInput' });
export type StayInput = z.input<typeof StayInput>;
export type StayValues = z.output<typeof StayInput>;

/** `GET /api/areas/:area/towns`: the towns of an area a stay can name, by name. */
export const AreaTownsResponse = z
  .object({ towns: z.array(z.object({ id: z.uuid(), name: z.string() })) })
  .meta({ id: 'AreaTownsResponse' });
export type AreaTownsResponse = z.infer<typeof AreaTownsResponse>;

export const AreaParam = z.object({ area: z.string().min(1).max(100) });

export const StayIdParam = z.object({ stayId: z.uuid({ error: stayMessages.notFound }) });

const StayPlace = z.object({
  area: z.object({ id: z.uuid(), name: z.string(), slug: z.string(), timeZone: z.string() }),
  city: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});

/** One of my own stays. */
export const MyStay = StayPlace.extend({
  id: z.uuid(),
  arrivesOn: z.iso.date(),
  leavesOn: z.iso.date(),
  note: z.string(),
  visibility: StayVisibility,
}).meta({ id: 'MyStay' });
export type MyStay = z.infer<typeof MyStay>;

export const MyStayResponse = z.object({ stay: MyStay }).meta({ id: 'MyStayResponse' });
export type MyStayResponse = z.infer<typeof MyStayResponse>;

/** `GET /api/stays`: my stays that have not ended, soonest first. */
export const MyStaysResponse = z.object({ stays: z.array(MyStay) }).meta({ id: 'MyStaysResponse' });
export type MyStaysResponse = z.infer<typeof MyStaysResponse>;

/** Another member's stay, as its owner lets the reader see it. */
export const MemberStay = StayPlace.extend({
  id: z.uuid(),
  arrivesOn: z.iso.date(),
  leavesOn: z.iso.date(),
  note: z.string(),
  member: MemberSummary,
}).meta({ id: 'MemberStay' });
export type MemberStay = z.infer<typeof MemberStay>;

/** `GET /api/users/:userId/stays`: a member's current and upcoming stays that I may see. */
export const MemberStaysResponse = z
  .object({ stays: z.array(MemberStay) })
  .meta({ id: 'MemberStaysResponse' });
export type MemberStaysResponse = z.infer<typeof MemberStaysResponse>;

/** `GET /api/stays/around?area=`: the stay the panel is about; without `area`, my next one. */
export const StaysAroundQuery = z.object({ area: z.string().max(100).optional() });

/**
 * "While you're in Peniche, 3–10 June": my stay, the friends whose stays overlap it, the others
 * around who share their stays with everyone (with how I relate to them, for Add friend), and
 * the casual plans of those days I may see. Events of those days come from `GET /api/events`
 * with the area and the dates. `stay` is null when I have no stay that has not ended.
 */
export const StaysAroundResponse = z
  .object({
    stay: orNull(MyStay),
    friends: z.array(MemberStay),
    others: z.array(MemberStay.extend({ relation: FriendRelation })),
    plans: z.array(PlanCard),
  })
  .meta({ id: 'StaysAroundResponse' });
export type StaysAroundResponse = z.infer<typeof StaysAroundResponse>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A stay's days as people write them: "3–10 June", "28 June – 3 July", "28 December 2026 –
 * 3 January 2027" (the year only when the stay crosses one). Dates of the area's calendar.
 */
export function stayDates(arrivesOn: string, leavesOn: string): string {
  const [y1, m1, d1] = arrivesOn.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = leavesOn.split('-').map(Number) as [number, number, number];
  const month = (m: number) => MONTHS[m - 1];
  if (y1 !== y2) return `${d1} ${month(m1)} ${y1} – ${d2} ${month(m2)} ${y2}`;
  if (m1 !== m2) return `${d1} ${month(m1)} – ${d2} ${month(m2)}`;
  if (d1 === d2) return `${d1} ${month(m1)}`;
  return `${d1}–${d2} ${month(m1)}`;
}
