export { cancelJobs, enqueue, pendingJobs, queueOverview, retryJob, type NewJob } from './queue';
export {
  createJobWorker,
  retryDelayMs,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobWorker,
} from './worker';
