import { lazy, Suspense } from 'react';
import { RsvpButtonsView, visitorRsvp, type RsvpButtonsProps } from './rsvp-buttons-view';

/**
 * Going / Interested (docs/product.md "RSVP"). Pressing the current answer takes it back. When the
 * event is full, going gives way to its waitlist (docs/product.md §10): the member joins it, sees
 * their place, and can leave it the same way; interested is still offered.
 */
export function RsvpButtons(props: RsvpButtonsProps) {
  // A visitor has no answer to read or save, and their buttons only lead to logging in: the
  // query, the mutation and their subscriptions wait for a member, and so does their code.
  // (A page of cards hydrates for a visitor first, and each card's would run on a phone
  // before it answers a tap.) Until a member's code is in, their buttons wait.
  return props.viewerId === null ? (
    <RsvpButtonsView {...props} rsvp={visitorRsvp} />
  ) : (
    <Suspense fallback={<RsvpButtonsView {...props} accountPending rsvp={visitorRsvp} />}>
      <MemberRsvpButtons {...props} />
    </Suspense>
  );
}

const MemberRsvpButtons = lazy(() =>
  import('./member-rsvp-buttons').then((module) => ({ default: module.MemberRsvpButtons })),
);
