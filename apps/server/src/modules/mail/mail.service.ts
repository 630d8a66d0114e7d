import type { Database } from '@lineup/db';
import { outboxMessages } from '@lineup/db/schema';
import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Env } from '../../env';
import { linksIn, type MailContent } from './mail-templates';

export type Mail = MailContent & {
  to: string;
  /** Extra headers, e.g. `List-Unsubscribe` (kept with the mail in the outbox too). */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** 'smtp' sends; 'outbox' stores the mail in the outbox table instead. */
  kind: 'smtp' | 'outbox';
  /**
   * Whether /dev/outbox shows the stored mails. They hold sign-in links, so a production
   * server shows them only when DEV_OUTBOX says so.
   */
  outboxReadable: boolean;
  send(mail: Mail): Promise<void>;
  /** The start-up log line: where mail goes, as a warning when it reaches nobody. */
  startupMessage(): { level: 'info' | 'warn'; message: string };
};

export function createMailer(options: {
  database: Database;
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'DEV_OUTBOX'>;
  logger: Logger;
}): Mailer {
  const { database, env, logger } = options;
  if (env.SMTP_URL) {
    const smtp = new URL(env.SMTP_URL);
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      kind: 'smtp',
      outboxReadable: false,
      async send(mail) {
        await transport.sendMail({ from: env.MAIL_FROM, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      // Credentials in the URL stay out of the log.
      startupMessage: () => ({
        level: 'info',
        message: `mail is sent through SMTP at ${smtp.host}`,
      }),
    };
  }
  const readable = env.DEV_OUTBOX;
  return {
    kind: 'outbox',
    outboxReadable: readable,
    async send(mail) {
      // Kept even when nobody can read it over HTTP: an operator can still look it up.
      await database.db.insert(outboxMessages).values({ ...mail, headers: mail.headers ?? null });
      // The links are sign-in credentials: only a developer's own terminal may show them.
      const links = env.NODE_ENV === 'development' ? linksIn(mail.text) : undefined;
      logger.info(
        { to: mail.to, subject: mail.subject, links },
        readable ? 'mail stored in the outbox' : 'mail stored in the outbox, not delivered',
      );
    },
    startupMessage: () =>
      readable
        ? {
            level: env.NODE_ENV === 'production' ? 'warn' : 'info',
            message:
              'SMTP_URL is not set: mail is kept in the outbox at /dev/outbox (open it from this machine)',
          }
        : {
            level: 'warn',
            message:
              'no SMTP_URL: mails are not delivered; set SMTP_URL, or DEV_OUTBOX=true to read them at /dev/outbox',
          },
  };
}

export async function listOutbox(options: { database: Database; limit?: number }) {
  return options.database.db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(options.limit ?? 100);
}
