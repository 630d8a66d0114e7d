import type { Database } from '@lineup/db';
import { outboxMessages } from '@lineup/db/schema';
import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Env } from '../../env';
import { linksIn, type MailContent } from './mail-templates';

export type Mail = MailContent & { to: string };

export type Mailer = {
  /** 'smtp' sends; 'outbox' stores the mail for /dev/outbox. */
  kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  /** One line for the start-up log: where mail goes. */
  describe(): string;
};

export function createMailer(options: {
  database: Database;
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>;
  logger: Logger;
}): Mailer {
  const { database, env, logger } = options;
  if (env.SMTP_URL) {
    const smtp = new URL(env.SMTP_URL);
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: env.MAIL_FROM, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      // Credentials in the URL stay out of the log.
      describe: () => `mail is sent through SMTP at ${smtp.host}`,
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await database.db.insert(outboxMessages).values(mail);
      // The links are sign-in credentials: only a developer's own terminal may show them.
      const links = env.NODE_ENV === 'development' ? linksIn(mail.text) : undefined;
      logger.info({ to: mail.to, subject: mail.subject, links }, 'mail stored in the outbox');
    },
    describe: () =>
      'SMTP_URL is not set: mail is kept in the outbox at /dev/outbox (open it from this machine)',
  };
}

export async function listOutbox(options: { database: Database; limit?: number }) {
  return options.database.db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(options.limit ?? 100);
}
