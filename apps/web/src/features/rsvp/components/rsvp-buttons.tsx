import { lazy, Suspense, useRef } from 'react';
import {
  RsvpButtonsView,
  visitorRsvp,
  type Choice,
  type RsvpButtonsProps,
} from './rsvp-buttons-view';

/**
 * Going / Interested (docs/product.md "RSVP"). Pressing the current answer takes it back. When the
 * event is full, going gives way to its waitlist (docs/product.md §10): the member joins it, sees
 * their place, and can leave it the same way; interested is still offered.
 */
export function RsvpButtons(props: RsvpButtonsProps) {
  // A press made before the account was known outlives the visitor's buttons.
  const heldPress = useRef<Choice | null>(null);
  // A visitor has no answer to read or save, and their buttons only lead to logging in: the
  // query, the mutation and their subscriptions wait for a member, and so does their code.
  // (A page of cards hydrates for a visitor first, and each card's would run on a phone
  // before it answers a tap.) Until a member's code is in, their buttons wait.
  return props.viewerId === null ? (
    <RsvpButtonsView {...props} heldPress={heldPress} rsvp={visitorRsvp} />
  ) : (
    <Suspense
      fallback={
        <RsvpButtonsView {...props} heldPress={heldPress} accountPending rsvp={visitorRsvp} />
      }
    >
      <MemberRsvpButtons {...props} heldPress={heldPress} />
    </Suspense>
  );
}

const MemberRsvpButtons = lazy(() =>
  import('./member-rsvp-buttons').then((module) => ({ default: module.MemberRsvpButtons })),
);
