// The texts of blocking (docs/product.md §13 "Blocking"), in one place.

export const blockTitle = (name: string) => `Block ${name}?`;
export const BLOCK_EXPLAINED =
  "They won't see your stays, plans or RSVPs, and can't send you requests. You won't see theirs either, and you'll no longer be friends. They aren't told.";
export const BLOCKED_MEMBERS_EXPLAINED =
  "Members you blocked don't see your profile, stays, plans or RSVPs, and can't send you requests. They aren't told.";
export const NO_BLOCKED_MEMBERS = "You haven't blocked anyone.";

export const blockedNotice = (name: string) =>
  `You blocked ${name}. You don't see each other's profiles, stays, plans or RSVPs. Unblock them to see their profile again; a friendship the block ended stays ended.`;

/** Toasts after a block or an unblock, and when one fails (the description is the server's reason). */
export const blockDone = (name: string) => `${name} is blocked`;
export const blockFailed = (name: string) => `${name} was not blocked`;
export const unblockDone = (name: string) => `${name} is unblocked`;
export const unblockFailed = (name: string) => `${name} is still blocked`;
