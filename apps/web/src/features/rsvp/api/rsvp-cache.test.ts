import { describe, expect, it } from 'vitest';
import { holdsEvent, patchEventIn, shiftCounts } from './rsvp-cache';

const card = (id: string, goingCount = 2) => ({ id, title: id, goingCount, interestedCount: 1 });

describe('RSVP cache updates', () => {
  it('moves one count from interested to going', () => {
    expect(shiftCounts({ goingCount: 2, interestedCount: 1 }, 'interested', 'going')).toEqual({
      goingCount: 3,
      interestedCount: 0,
    });
    expect(shiftCounts({ goingCount: 0, interestedCount: 0 }, 'going', null)).toEqual({
      goingCount: 0,
      interestedCount: 0,
    });
  });

  it('patches the event in every page of an infinite list and leaves other pages as they were', () => {
    const firstPage = { events: [card('a'), card('b')], nextCursor: 'x' };
    const secondPage = { events: [card('c')], nextCursor: null };
    const data = { pages: [firstPage, secondPage], pageParams: [undefined, 'x'] };

    const patched = patchEventIn(data, 'b', (copy) => ({ goingCount: copy.goingCount + 1 }));
    expect(patched.pages[0]?.events[1]).toEqual({ ...card('b'), goingCount: 3 });
    expect(patched.pages[0]?.events[0]).toBe(firstPage.events[0]);
    expect(patched.pages[1]).toBe(secondPage);
    expect(data.pages[0]?.events[1]?.goingCount).toBe(2);
  });

  it('sets the member’s answer only where the copy carries one', () => {
    const page = { kind: 'event', event: { ...card('a'), myRsvp: null } };
    const list = { events: [card('a')] };
    expect(patchEventIn(page, 'a', { myRsvp: 'going' }).event.myRsvp).toBe('going');
    expect(patchEventIn(list, 'a', { myRsvp: 'going' }).events[0]).not.toHaveProperty('myRsvp');
  });

  it('finds an event only where it sits as an event', () => {
    expect(holdsEvent({ results: [{ upcoming: [card('z')] }] }, 'z')).toBe(true);
    expect(holdsEvent({ id: 'z', name: 'a venue' }, 'z')).toBe(false);
    expect(holdsEvent(undefined, 'z')).toBe(false);
  });
});
