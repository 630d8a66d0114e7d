import type { JobHandlers } from '../jobs';
import { fanOut, type FanOut } from './fan-out';

/** `notify`: an announcement becomes one notification per recipient, with their deliveries. */
export const notifyHandlers: JobHandlers = {
  notify: {
    transactional: true,
    async run(job, { db, now }) {
      // Members who answered after the change was made are not told about it.
      await fanOut(db, job.payload as FanOut, now, { answeredBy: job.id });
    },
  },
};
