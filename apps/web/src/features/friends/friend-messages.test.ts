import { FRIEND_SEARCH_MIN_LENGTH, FriendSearchQuery } from '@lineup/contracts';
import { describe, expect, it } from 'vitest';
import { SEARCH_HINT, SEARCH_MIN_LENGTH } from './friend-messages';

describe('the copies of the search rules', () => {
  it('match the contract', () => {
    expect(SEARCH_MIN_LENGTH).toBe(FRIEND_SEARCH_MIN_LENGTH);
    const result = FriendSearchQuery.safeParse({ q: 'a' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SEARCH_HINT.message);
  });
});
