import { rsvpMessages } from '@lineup/contracts';
import { expect, it } from 'vitest';
import { rsvpNotes } from './rsvp-messages';

it('says what the server says when it refuses an RSVP', () => {
  expect(rsvpNotes).toEqual(rsvpMessages);
});
