import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_TYPES } from '../constants';
import { users } from './auth';
import { createdAt, oneOf } from './columns';

/** docs/product.md §3 "Consent log entry": written only for signed-in members. */
export const userConsentLog = pgTable(
  'user_consent_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentType: text('consent_type', { enum: CONSENT_TYPES }).notNull(),
    consented: boolean('consented').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_consent_log_user_id_idx').on(t.userId, t.createdAt),
    check('user_consent_log_consent_type_check', oneOf(t.consentType, CONSENT_TYPES)),
  ],
);
