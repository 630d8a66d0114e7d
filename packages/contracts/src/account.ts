import { z } from 'zod';
import { RsvpVisibility } from './profiles';

/** `PATCH /api/account/privacy` request and response. */
export const PrivacySettings = z
  .object({ rsvpVisibility: RsvpVisibility })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof PrivacySettings>;

/** One signed-in browser or device, for "Active sessions". */
export const AccountSession = z
  .object({
    id: z.string(),
    /** The session making this request. */
    current: z.boolean(),
    /** 'Firefox', 'Chrome', … or null when the browser did not say. */
    browser: z.string().nullable(),
    /** 'macOS', 'Android', … */
    os: z.string().nullable(),
    device: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** When the session was last refreshed by use (to within an hour). */
    lastActiveAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof AccountSession>;

export const AccountSessionsResponse = z
  .object({ sessions: z.array(AccountSession) })
  .meta({ id: 'AccountSessionsResponse' });
export type AccountSessionsResponse = z.infer<typeof AccountSessionsResponse>;

export const RevokedSessionsResponse = z
  .object({ revoked: z.number().int().min(0) })
  .meta({ id: 'RevokedSessionsResponse' });
export type RevokedSessionsResponse = z.infer<typeof RevokedSessionsResponse>;

export const SessionIdParam = z.object({ sessionId: z.string().min(1).max(200) });

/**
 * `DELETE /api/account`. Members with a password confirm with it; members who only use links
 * or Google/Facebook need a session started in the last 15 minutes instead.
 */
export const DeleteAccountRequest = z
  .object({ password: z.string().min(1).max(200).optional() })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const DeleteAccountResponse = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'DeleteAccountResponse' });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

/** `details.reason` of the 403 a refused deletion returns. */
export const deleteAccountRefusals = {
  wrongPassword: 'wrong_password',
  reauthenticate: 'reauthentication_required',
} as const;
