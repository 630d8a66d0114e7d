import { defineJob } from '../jobs';
import { fanOut, FanOut } from './fan-out';

/** `notify`: an announcement becomes one notification per recipient, with their deliveries. */
export const notifyJob = defineJob({
  kind: 'notify',
  payload: FanOut,
  transactional: true,
  async handle(notice, { db, now, job }) {
    // Members who answered after the change was made are not told about it.
    await fanOut(db, notice, now, { answeredBy: job.id });
  },
});
