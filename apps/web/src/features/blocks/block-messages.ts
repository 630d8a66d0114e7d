import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The texts of blocking (docs/product.md §13 "Blocking"), in one place.

export const blockTitle = (i18n: I18n, name: string) => i18n._(msg`Block ${name}?`);
export const BLOCK_EXPLAINED = msg`They won't see your stays, plans or RSVPs, and can't send you requests. You won't see theirs either, and you'll no longer be friends. They aren't told.`;
export const BLOCKED_MEMBERS_EXPLAINED = msg`Members you blocked don't see your profile, stays, plans or RSVPs, and can't send you requests. They aren't told.`;
export const NO_BLOCKED_MEMBERS = msg`You haven't blocked anyone.`;

export const blockedNotice = (i18n: I18n, name: string) =>
  i18n._(
    msg`You blocked ${name}. You don't see each other's profiles, stays, plans or RSVPs. Unblock them to see their profile again; a friendship the block ended stays ended.`,
  );

/** Toasts after a block or an unblock, and when one fails (the description is the server's reason). */
export const blockDone = (i18n: I18n, name: string) => i18n._(msg`${name} is blocked`);
export const blockFailed = (i18n: I18n, name: string) => i18n._(msg`${name} was not blocked`);
export const unblockDone = (i18n: I18n, name: string) => i18n._(msg`${name} is unblocked`);
export const unblockFailed = (i18n: I18n, name: string) => i18n._(msg`${name} is still blocked`);
