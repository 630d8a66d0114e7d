// The announcements module's public face: its routes and the job that sends a due one.
export { announcementJob } from './announcements.service';
export { announcementRoutes } from './announcements.routes';
