// The cards that ask a person something of their own accord (turn on push, install Lineup)
// take turns: one at a time, the next once the first is answered, never two at once after the
// same RSVP.

let asking: string | null = null;
const waiting = new Set<() => void>();

/** Whether `name` may ask now; it then has the turn until `endTurn(name)`. */
export function takeTurn(name: string): boolean {
  if (asking !== null && asking !== name) return false;
  asking = name;
  return true;
}

export function endTurn(name: string): void {
  if (asking !== name) return;
  asking = null;
  for (const listener of [...waiting]) listener();
}

/** Called each time a turn ends; returns the unsubscribe. */
export function onTurnFree(listener: () => void): () => void {
  waiting.add(listener);
  return () => waiting.delete(listener);
}
