import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('lets whoever asks meanwhile wait for the one fill, then forgets it', async () => {
    const flight = singleFlight<string>();
    expect(flight.pending('page')).toBeUndefined();
    const settle = flight.claim('page');
    const waiting = flight.pending('page');
    expect(waiting).toBeDefined();
    settle('rendered');
    settle('ignored');
    expect(await waiting).toBe('rendered');
    expect(flight.pending('page')).toBeUndefined();
  });

  it('gives up on a fill that never says it is done', async () => {
    const flight = singleFlight<string>({ giveUpAfterMs: 10 });
    flight.claim('page');
    expect(await flight.pending('page')).toBeUndefined();
    expect(flight.pending('page')).toBeUndefined();
  });
});
