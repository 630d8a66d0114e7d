import { z } from 'zod';
import { MemberSummary } from './events';

// Blocking (docs/product.md §13 "Blocking"): a member blocks another; from then on neither sees
// the other's profile, plans or RSVPs, and neither can send the other a friend request. Only the
// blocker may lift it, from the member's profile or their settings.

/** Members one `GET /api/blocks` lists at most. */
export const BLOCKS_LIST_MAX = 500;

/** `POST /api/blocks`: the member to block. */
export const BlockMemberRequest = z
  .object({
    userId: z
      .string({ error: 'Say which member to block.' })
      .trim()
      .min(1, { error: 'Say which member to block.' })
      .max(100, { error: 'That is not a member id.' }),
  })
  .meta({ id: 'BlockMemberRequest' });
export type BlockMemberRequest = z.infer<typeof BlockMemberRequest>;

/** `DELETE /api/blocks/:userId`. */
export const BlockedUserIdParam = z.object({
  userId: z
    .string()
    .min(1, { error: 'That is not a member id.' })
    .max(100, { error: 'That is not a member id.' }),
});

/** A member I blocked, as my settings list them. */
export const BlockedMember = MemberSummary.extend({ blockedAt: z.iso.datetime() }).meta({
  id: 'BlockedMember',
});
export type BlockedMember = z.infer<typeof BlockedMember>;

/** `GET /api/blocks`: the members I blocked, most recently blocked first. */
export const BlocksResponse = z
  .object({ blocked: z.array(BlockedMember) })
  .meta({ id: 'BlocksResponse' });
export type BlocksResponse = z.infer<typeof BlocksResponse>;

/** What a block or an unblock left: the member and whether I block them now. */
export const BlockChangeResponse = z
  .object({ member: MemberSummary, blocked: z.boolean() })
  .meta({ id: 'BlockChangeResponse' });
export type BlockChangeResponse = z.infer<typeof BlockChangeResponse>;

/** The API's messages about blocks, shown to people as they are. */
export const blockMessages = {
  memberNotFound: 'That member was not found.',
  notYourself: "You can't block yourself.",
  notBlocked: "You haven't blocked this member.",
  /** A friend request to a member the sender blocked (the blocked one gets memberNotFound). */
  unblockToRequest: 'Unblock this member to send them a friend request.',
} as const;
