// The mail module's public face: the mails Lineup sends and the mailer that sends them.
export {
  magicLinkMail,
  notificationMail,
  resetPasswordMail,
  verificationMail,
  type NoticeItem,
} from './mail-templates';
export { createMailer, type Mail, type Mailer } from './mail.service';
