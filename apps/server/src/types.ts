import type { Logger } from 'pino';
import type { SessionInfo, SessionUser } from './middleware/session';

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
