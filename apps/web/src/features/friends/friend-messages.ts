import type { MemberSummary } from '@lineup/contracts';

export type FriendActionKind = 'send' | 'accept' | 'decline' | 'cancel' | 'unfriend';

/** Toast titles when a change fails; the description is the server's reason. */
export const friendActionFailed: Record<FriendActionKind, string> = {
  send: 'Friend request not sent',
  accept: 'The request was not accepted',
  decline: 'The request was not declined',
  cancel: 'The request was not cancelled',
  unfriend: 'Still friends',
};

/** Toasts after a change went through, where the screen alone would not say enough. */
export const friendActionDone: Partial<
  Record<FriendActionKind, (member: MemberSummary, becameFriends: boolean) => string>
> = {
  send: (member, becameFriends) =>
    becameFriends
      ? `${member.username} had already asked you: you are friends now`
      : `Friend request sent to ${member.username}`,
  accept: (member) => `You and ${member.username} are friends now`,
};

/**
 * The contracts' FRIEND_SEARCH_MIN_LENGTH and its message, copied rather than imported so this
 * page does not download zod for two constants; a test keeps the copies equal.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_HINT = 'Type at least 2 characters of a username.';
export const NO_REQUESTS = 'No pending requests.';
export const NO_FRIENDS = 'No friends yet. Find members by username above and add them.';
export const NO_ACTIVITY =
  'Nothing yet. When your friends RSVP to events or make and join plans, they show up here.';
