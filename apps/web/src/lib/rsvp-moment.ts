// A member's answer to an event was saved: a moment when asking to install Lineup makes sense
// (docs/product.md §10 "Phone"). Said by the RSVP buttons, heard by the install invitation,
// which lives in another feature.

const RSVP_EVENT = 'lineup:rsvp';

export function announceRsvp(): void {
  window.dispatchEvent(new Event(RSVP_EVENT));
}

export function onRsvp(listener: () => void): () => void {
  window.addEventListener(RSVP_EVENT, listener);
  return () => window.removeEventListener(RSVP_EVENT, listener);
}
