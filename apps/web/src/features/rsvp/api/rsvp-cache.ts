import type { EventCard, MyRsvpEvent, MyRsvpsResponse, RsvpStatus } from '@lineup/contracts';

export type RsvpAnswer = RsvpStatus | null;

type Counts = { goingCount: number; interestedCount: number };

/** The counts after the member's answer moves from `from` to `to`. */
export function shiftCounts(counts: Counts, from: RsvpAnswer, to: RsvpAnswer): Counts {
  const delta = (status: RsvpStatus) => (to === status ? 1 : 0) - (from === status ? 1 : 0);
  return {
    goingCount: Math.max(0, counts.goingCount + delta('going')),
    interestedCount: Math.max(0, counts.interestedCount + delta('interested')),
  };
}

type EventPatch = Partial<Counts> & { myRsvp?: RsvpAnswer };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Returns `data` with every copy of event `id` patched (counts, and `myRsvp` where the copy
 * carries one), leaving untouched branches as they were so only changed lists re-render.
 * Lists, pages, infinite pages and search results all hold events in their own places; this
 * finds them by shape: an object with this `id` and a `goingCount`.
 */
export function patchEventIn<T>(
  data: T,
  id: string,
  patch: EventPatch | ((copy: Counts) => EventPatch),
): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((item) => {
        const patched = visit(item);
        if (patched !== item) changed = true;
        return patched;
      });
      return changed ? next : value;
    }
    if (!isRecord(value)) return value;
    if (value.id === id && typeof value.goingCount === 'number') {
      const next: Record<string, unknown> = { ...value };
      const changes = typeof patch === 'function' ? patch(value as unknown as Counts) : patch;
      if (changes.goingCount !== undefined) next.goingCount = changes.goingCount;
      if (changes.interestedCount !== undefined) next.interestedCount = changes.interestedCount;
      if (changes.myRsvp !== undefined && 'myRsvp' in value) next.myRsvp = changes.myRsvp;
      return next;
    }
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const patched = visit(item);
      if (patched !== item) changed = true;
      next[key] = patched;
    }
    return changed ? next : value;
  };
  return visit(data) as T;
}

/** Whether `data` holds event `id` anywhere (same shape rule as `patchEventIn`). */
export function holdsEvent(data: unknown, id: string): boolean {
  if (Array.isArray(data)) return data.some((item) => holdsEvent(item, id));
  if (!isRecord(data)) return false;
  if (data.id === id && typeof data.goingCount === 'number') return true;
  return Object.values(data).some((item) => holdsEvent(item, id));
}

const byStart = (a: { startDate: string }, b: { startDate: string }) =>
  new Date(a.startDate).getTime() - new Date(b.startDate).getTime();

/**
 * "Upcoming Plans" after an answer: the event leaves the list on "none", joins it (in start
 * order) on a first answer, and otherwise changes in place.
 */
export function placeInMyRsvps(
  data: MyRsvpsResponse,
  event: EventCard & Counts,
  answer: RsvpAnswer,
): MyRsvpsResponse {
  const without = (list: MyRsvpEvent[]) => list.filter((item) => item.id !== event.id);
  if (answer === null) {
    return { ...data, upcoming: without(data.upcoming), past: without(data.past) };
  }
  const inPast = data.past.some((item) => item.id === event.id);
  if (inPast) return data;
  const existing = data.upcoming.find((item) => item.id === event.id);
  const entry: MyRsvpEvent = {
    ...(existing ?? pickCard(event)),
    ...pickCounts(event),
    myRsvp: answer,
  };
  return {
    ...data,
    upcoming: existing
      ? data.upcoming.map((item) => (item.id === event.id ? entry : item))
      : [...data.upcoming, entry].sort(byStart),
  };
}

const pickCounts = (event: Counts): Counts => ({
  goingCount: event.goingCount,
  interestedCount: event.interestedCount,
});

/** Only the card's fields: an event page's copy carries much more than a list needs. */
function pickCard(event: EventCard): EventCard {
  return {
    id: event.id,
    slug: event.slug,
    path: event.path,
    title: event.title,
    locale: event.locale,
    translations: event.translations.map(({ locale, title }) => ({ locale, title })),
    category: event.category,
    vibe: event.vibe,
    tags: event.tags,
    startDate: event.startDate,
    endDate: event.endDate,
    timeZone: event.timeZone,
    area: { name: event.area.name, slug: event.area.slug },
    venue: event.venue ? { name: event.venue.name, city: event.venue.city } : null,
    imageUrl: event.imageUrl,
    status: event.status,
    capacity: event.capacity,
    goingCount: event.goingCount,
    interestedCount: event.interestedCount,
    light: event.light,
    repeats: event.repeats,
    repeatRule: event.repeatRule,
    location: event.location,
  };
}
