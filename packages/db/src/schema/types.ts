import type { venueAreas } from './areas';
import type { calendarFeeds } from './calendar-feeds';
import type { accounts, sessions, users } from './auth';
import type { userConsentLog } from './consent';
import type { eventSlugRedirects, events } from './events';
import type { friendships } from './friendships';
import type { casualPlanMembers, casualPlans } from './plans';
import type { profiles } from './profiles';
import type { eventRsvps } from './rsvps';
import type { searchQueries } from './search';
import type { venues } from './venues';

// Row types (`...Row`, as selected) and insert types (`New...`, defaults optional).

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type VenueAreaRow = typeof venueAreas.$inferSelect;
export type NewVenueArea = typeof venueAreas.$inferInsert;
export type VenueRow = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;
export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventSlugRedirectRow = typeof eventSlugRedirects.$inferSelect;
export type EventRsvpRow = typeof eventRsvps.$inferSelect;
export type NewEventRsvp = typeof eventRsvps.$inferInsert;
export type CasualPlanRow = typeof casualPlans.$inferSelect;
export type NewCasualPlan = typeof casualPlans.$inferInsert;
export type CasualPlanMemberRow = typeof casualPlanMembers.$inferSelect;
export type FriendshipRow = typeof friendships.$inferSelect;
export type NewFriendship = typeof friendships.$inferInsert;
export type UserConsentLogRow = typeof userConsentLog.$inferSelect;
export type SearchQueryRow = typeof searchQueries.$inferSelect;
export type NewSearchQuery = typeof searchQueries.$inferInsert;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
