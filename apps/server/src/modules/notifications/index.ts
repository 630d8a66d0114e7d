export { announce, type Announcement, type Recipients } from './announce';
