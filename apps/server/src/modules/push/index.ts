// The push module's public face: web push keys, the routes browsers subscribe through, and the
// sender the notification deliveries use.
export { pushRoutes } from './push.routes';
export { createPushSender } from './push.service';
export { resolveVapidKeys, vapidSubject, type VapidKeys } from './vapid-keys';
