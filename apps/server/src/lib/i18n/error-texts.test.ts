import {
  DATE_YEAR_MESSAGE,
  errorMessages,
  EVENT_LENGTH_MESSAGE,
  planMessages,
  rsvpMessages,
  unsafeTextMessage,
} from '@lineup/contracts';
import { describe, expect, it } from 'vitest';
import { localizedError } from './error-texts';

describe('localizedError', () => {
  it('knows the messages of the forms members fill most, as the code writes them', () => {
    const written = [
      errorMessages.validationFailed,
      DATE_YEAR_MESSAGE,
      EVENT_LENGTH_MESSAGE,
      unsafeTextMessage,
      ...Object.values(planMessages),
      ...Object.values(rsvpMessages),
    ];
    for (const message of written) {
      expect(localizedError('nl', message), message).not.toBe(message);
    }
  });

  it('carries what the English said into the translation', () => {
    expect(localizedError('pt-PT', 'Keep the title under 120 characters.')).toBe(
      'O título tem de ter menos de 120 caracteres.',
    );
    expect(localizedError('ta', 'Choose a date between the years 2000 and 2100.')).toBe(
      '2000 முதல் 2100 வரையிலான ஆண்டுகளில் ஒரு தேதியைத் தேர்ந்தெடுங்கள்.',
    );
  });

  it('leaves English and unknown messages as they are', () => {
    expect(localizedError('en', 'Use at least 3 characters.')).toBe('Use at least 3 characters.');
    expect(localizedError('si', 'Something nobody translated.')).toBe(
      'Something nobody translated.',
    );
  });
});
