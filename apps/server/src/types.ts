import type { Locale } from '@lineup/contracts/locales';
import type { Logger } from 'pino';

/** The signed-in member, as every route sees it through `c.get('user')`. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  /** 'user' or 'admin'. */
  role: string;
  createdAt: Date;
  /** The language the member reads Lineup in; null for an account that has none (English). */
  locale: Locale | null;
};

export type SessionInfo = {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

/** Values every request carries through Hono's context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** Child of the server logger bound to this request's id. */
    logger: Logger;
    /** The signed-in member; null for visitors (set by the session middleware). */
    user: SessionUser | null;
    session: SessionInfo | null;
    /** Logged instead of the path when the path itself is a secret (a private feed's token). */
    logPath?: string;
  };
};
