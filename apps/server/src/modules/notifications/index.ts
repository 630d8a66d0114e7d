// The notifications module's public face: telling members about changes (`announce` and the
// event notices), and the jobs that write and deliver what they are told.
import { deliverJob } from './deliver';
import { reminderJob, rsvpSummaryJob } from './event-notices';
import { notifyJob } from './notify';

export { announce, noticeTexts, withdraw, type Announcement, type NoticeText } from './announce';
export { fanOut, type Recipients } from './fan-out';
export {
  afterRsvpChange,
  announceEventCancelled,
  announceSeriesCancelled,
  announceEventChange,
  announceSeriesChange,
  clockTime,
  dayLabel,
  describeEventChange,
  describeSeriesChange,
  eventFacts,
  inEachLanguage,
  noticeWhen,
  plannedFor,
  scheduleReminders,
  type EventFacts,
} from './event-notices';
export type { DeliveryOptions, PushMessage, PushSender } from './deliver';
export { unsubscribeKey } from './unsubscribe-token';
export { notificationRoutes } from './notifications.routes';
export { unsubscribeRoutes } from './unsubscribe.routes';

/**
 * Every job the notifications module runs; a worker running them is given `DeliveryOptions`
 * (the mailer, push, the site's origin and the unsubscribe key).
 */
export const notificationJobs = [notifyJob, reminderJob, rsvpSummaryJob, deliverJob];
