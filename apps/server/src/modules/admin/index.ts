// The admin module's public face: moderation by an admin is written to the audit log.
export { recordModeration } from './audit-log';
