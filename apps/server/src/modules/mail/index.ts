// The mail module's public face: the mails Lineup sends and the mailer that sends them.
export { magicLinkMail, resetPasswordMail, verificationMail } from './mail-templates';
export type { Mailer } from './mail.service';
