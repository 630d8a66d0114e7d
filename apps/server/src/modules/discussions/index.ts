// The discussions module's public face: the routes of every thread and what a thread is.
import { discussionDigestJob } from './discussion-digest';
export { discussionRoutes } from './discussions.routes';
export type { ThreadChangeListener } from './discussions.service';
export { threadAccess, threadKey, type Thread } from './thread-access';
export { createThreadChanges, type ThreadChanges } from './thread-changes';

/** The jobs the discussions run: each thread's digest of new messages. */
export const discussionJobs = [discussionDigestJob];
