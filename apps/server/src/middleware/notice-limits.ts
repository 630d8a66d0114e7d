import { RATE_LIMIT_MESSAGE } from '@lineup/contracts';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error';
import type { RateLimitRule, RateLimitStore } from '../lib/rate-limit';
import type { AppEnv } from '../types';

/**
 * How often a member may make a change that tells someone else (docs/security.md "Rate
 * limits"): each is counted per member, in the store every server process shares. The limits
 * sit well above what a person does by hand and stop a script from flooding another member's
 * notifications, mail and phone.
 */
export const NOTICE_LIMITS = {
  /** Sending friend requests (each tells the addressee). */
  friendRequests: { window: 60 * 60, max: 30 },
  /** Joining, leaving and waiting for casual plans (each tells the creator). */
  planMembership: { window: 10 * 60, max: 30 },
  /** Answering events, one or a series at a time (an organiser hears of a full event). */
  rsvps: { window: 10 * 60, max: 60 },
  /** Adding and changing stays (each may tell the friends staying there). */
  stays: { window: 60 * 60, max: 30 },
  /** Inviting members to co-host an event or to join a crew (each tells the invitee). */
  invitations: { window: 60 * 60, max: 30 },
  /** Writing to events' guests (each reaches every guest); each event also has a daily cap. */
  announcements: { window: 60 * 60, max: 20 },
} as const satisfies Record<string, RateLimitRule>;

export type NoticeLimit = keyof typeof NOTICE_LIMITS;

/**
 * Counts a signed-in member's `methods` requests against one of `NOTICE_LIMITS`; past it they
 * answer 429 with Retry-After, in the API's error shape. Visitors pass through (the route
 * answers 401).
 */
export function limitNoticeWrites(options: {
  store: RateLimitStore;
  limit: NoticeLimit;
  methods: readonly string[];
}): MiddlewareHandler<AppEnv> {
  const { store, limit, methods } = options;
  const rule = NOTICE_LIMITS[limit];
  return async (c, next) => {
    const user = c.get('user');
    if (user && methods.includes(c.req.method)) {
      const result = await store.consume(`notice:${limit}:${user.id}`, rule);
      if (!result.allowed) {
        c.header('Retry-After', String(result.retryAfter ?? rule.window));
        throw new AppError('rate_limited', 429, RATE_LIMIT_MESSAGE);
      }
    }
    await next();
  };
}
