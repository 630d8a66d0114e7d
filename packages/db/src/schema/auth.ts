import { LOCALES, type Locale } from '@lineup/contracts/locales';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz, trigram, updatedAt } from './columns';

// Better Auth's core tables (user, session, account, verification) plus the admin plugin's
// fields. The TypeScript property names are Better Auth's field names, so its Drizzle adapter
// works with `usePlural: true` and no field mapping.

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamptz('ban_expires'),
    /**
     * The language the member reads Lineup in (docs/product.md §18): their mails and
     * notifications are written in it. Set at sign-up from the request, then by the member;
     * null for accounts made before Lineup kept it (they read English).
     */
    locale: text('locale').$type<Locale>(),
  },
  (t) => [
    check('users_locale_check', oneOf(t.locale, LOCALES)),
    // The admin's member list: newest first, and found by any part of the e-mail address.
    index('users_created_at_idx').on(t.createdAt),
    index('users_email_trgm_idx').using('gin', trigram(t.email)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    // Social sign-in looks an account up by provider and the provider's account id.
    index('accounts_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
