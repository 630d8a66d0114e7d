export { defineJob, type AnyJob, type JobContext, type JobDefinition } from './define-job';
export {
  cancelJobs,
  enqueue,
  pendingJobs,
  queueOverview,
  retryJob,
  type EnqueueOptions,
} from './queue';
export { createJobWorker, retryDelayMs, type JobWorker } from './worker';
