import { guestMessages, rsvpMessages } from '@lineup/contracts';
import { expect, it } from 'vitest';
import { answerNotes, declinedNote, rsvpNotes } from './rsvp-messages';

it('says what the server says when it refuses an RSVP', () => {
  expect({
    full: rsvpNotes.full.message,
    cancelled: rsvpNotes.cancelled.message,
    ended: rsvpNotes.ended.message,
    draft: rsvpNotes.draft.message,
  }).toEqual(rsvpMessages);
});

it('says what the server says of a declined request', () => {
  expect(declinedNote.message).toBe(guestMessages.declined);
});

it('says what the server says of a missing answer', () => {
  expect(answerNotes.required.message).toBe(guestMessages.answerRequired);
});
