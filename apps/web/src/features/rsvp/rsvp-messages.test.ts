import { guestMessages, rsvpMessages } from '@lineup/contracts';
import { expect, it } from 'vitest';
import { answerNotes, declinedNote, rsvpNotes } from './rsvp-messages';

it('says what the server says when it refuses an RSVP', () => {
  expect(rsvpNotes).toEqual(rsvpMessages);
});

it('says what the server says of a declined request', () => {
  expect(declinedNote).toBe(guestMessages.declined);
});

it('says what the server says of a missing answer', () => {
  expect(answerNotes.required).toBe(guestMessages.answerRequired);
});
