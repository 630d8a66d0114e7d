import { errorMessages } from '@lineup/contracts';
import { validationFailed } from './app-error';

/**
 * Keyset position in a (timestamp, id) order: events by start, the audit log by creation. The
 * timestamp is kept as PostgreSQL wrote it (microseconds included) so the next page starts
 * exactly after the last row, never skipping or repeating rows that share a time.
 */
export type KeysetCursor = { start: string; id: string };

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.start, cursor.id])).toString('base64url');
}

/** How `cursorStart` in SQL writes the start: UTC with microseconds. */
const CURSOR_START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A start PostgreSQL can read: a real calendar time (no 30 February), from the year 1. */
function isRealStart(start: string): boolean {
  const date = new Date(start);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 19) === start.slice(0, 19) &&
    Number(start.slice(0, 4)) >= 1
  );
}

export function decodeCursor(value: string): KeysetCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      CURSOR_START.test(parsed[0]) &&
      isRealStart(parsed[0]) &&
      typeof parsed[1] === 'string' &&
      UUID.test(parsed[1])
    ) {
      return { start: parsed[0], id: parsed[1] };
    }
  } catch {
    // reported below
  }
  throw validationFailed(errorMessages.validationFailed, {
    target: 'query',
    issues: [
      { path: 'cursor', message: 'This page link is not valid; start from the first page.' },
    ],
  });
}

/**
 * Keyset position in a (distance, start, id) order, "near me": the distance in kilometres as
 * the query computed it (a JavaScript number prints a double exactly, so the next page starts
 * exactly after the last row).
 */
export type DistanceCursor = KeysetCursor & { distance: number };

export function encodeDistanceCursor(cursor: DistanceCursor): string {
  return Buffer.from(JSON.stringify(['km', cursor.distance, cursor.start, cursor.id])).toString(
    'base64url',
  );
}

export function decodeDistanceCursor(value: string): DistanceCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 4 &&
      parsed[0] === 'km' &&
      typeof parsed[1] === 'number' &&
      Number.isFinite(parsed[1]) &&
      parsed[1] >= 0 &&
      typeof parsed[2] === 'string' &&
      CURSOR_START.test(parsed[2]) &&
      isRealStart(parsed[2]) &&
      typeof parsed[3] === 'string' &&
      UUID.test(parsed[3])
    ) {
      return { distance: parsed[1], start: parsed[2], id: parsed[3] };
    }
  } catch {
    // reported below
  }
  throw validationFailed(errorMessages.validationFailed, {
    target: 'query',
    issues: [
      { path: 'cursor', message: 'This page link is not valid; start from the first page.' },
    ],
  });
}
