import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StayVisibility } from '@lineup/contracts';

/** Who sees a stay (`STAY_VISIBILITY_LABELS` in the contracts), in the reader's language. */
export const STAY_VISIBILITY_NAMES: Record<StayVisibility, MessageDescriptor> = {
  friends: msg({ message: 'Friends', comment: 'Who can see a stay: the member’s friends' }),
  everyone: msg`Everyone on Lineup`,
  nobody: msg`Only me`,
};
