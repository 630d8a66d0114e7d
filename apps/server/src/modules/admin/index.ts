// The admin module's public face: moderation by an admin is written to the audit log, and the
// moderation queue reuses the admin's ban and event deletion.
export { deleteEvent as deleteEventAsAdmin } from './admin-events.service';
export { banMember } from './admin-members.service';
export { auditActor, recordAudit, recordModeration, type AuditActor } from './audit-log';
