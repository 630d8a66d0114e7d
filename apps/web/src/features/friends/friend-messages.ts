import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberSummary } from '@lineup/contracts';

export type FriendActionKind = 'send' | 'accept' | 'decline' | 'cancel' | 'unfriend';

/** Toast titles when a change fails; the description is the server's reason. */
export const friendActionFailed: Record<FriendActionKind, MessageDescriptor> = {
  send: msg`Friend request not sent`,
  accept: msg`The request was not accepted`,
  decline: msg`The request was not declined`,
  cancel: msg`The request was not cancelled`,
  unfriend: msg`Still friends`,
};

/** Toasts after a change went through, where the screen alone would not say enough. */
export const friendActionDone: Partial<
  Record<FriendActionKind, (i18n: I18n, member: MemberSummary, becameFriends: boolean) => string>
> = {
  send: (i18n, member, becameFriends) => {
    const name = member.username;
    return becameFriends
      ? i18n._(msg`${name} had already asked you: you are friends now`)
      : i18n._(msg`Friend request sent to ${name}`);
  },
  accept: (i18n, member) => {
    const name = member.username;
    return i18n._(msg`You and ${name} are friends now`);
  },
};

/**
 * The contracts' FRIEND_SEARCH_MIN_LENGTH and its message, copied rather than imported so this
 * page does not download zod for two constants; a test keeps the copies equal.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_HINT = msg`Type at least 2 characters of a username.`;
export const NO_REQUESTS = msg`No pending requests.`;
export const NO_FRIENDS = msg`No friends yet. Find members by username above and add them.`;
export const NO_ACTIVITY = msg`Nothing yet. When your friends RSVP to events or make and join plans, they show up here.`;
