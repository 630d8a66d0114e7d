import { useRsvp } from '../hooks/use-rsvp';
import { RsvpButtonsView, type RsvpButtonsProps } from './rsvp-buttons-view';

/** A member's Going / Interested: their answer, read and saved (`RsvpButtons` loads this). */
export function MemberRsvpButtons(props: RsvpButtonsProps) {
  const rsvp = useRsvp({ event: props.event, viewerId: props.viewerId, myRsvp: props.myRsvp });
  return <RsvpButtonsView {...props} rsvp={rsvp} />;
}
