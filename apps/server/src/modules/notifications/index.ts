// The notifications module's public face: telling members about changes (`announce` and the
// event notices), and the jobs that write and deliver what they are told.
import type { JobHandlers } from '../jobs';
import { deliverHandler, type DeliveryOptions } from './deliver';
import { eventNoticeHandlers } from './event-notices';
import { notifyHandlers } from './notify';

export { announce, withdraw, type Announcement, type Recipients } from './announce';
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
  scheduleReminders,
  type EventFacts,
} from './event-notices';
export type { PushMessage, PushSender } from './deliver';
export { unsubscribeKey } from './unsubscribe-token';
export { notificationRoutes } from './notifications.routes';
export { unsubscribeRoutes } from './unsubscribe.routes';

/** Every job the notifications module runs. */
export function notificationJobHandlers(options: DeliveryOptions): JobHandlers {
  return {
    ...notifyHandlers,
    ...eventNoticeHandlers,
    'notifications.deliver': deliverHandler(options),
  };
}
