/**
 * The mails Lineup sends, each as real HTML and a plain-text alternative. Inline styles only:
 * mail clients drop <style> blocks and external CSS.
 */

import { escapeHtml } from '../../lib/html';

export type MailContent = { subject: string; html: string; text: string };

const BRAND = 'Lineup';
const ACCENT = '#0e7490';

type ActionMail = {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  url: string;
  /** Why the reader may safely ignore the mail, and how long the link works. */
  footnote: string;
};

function actionMail({ subject, heading, intro, action, url, footnote }: ActionMail): MailContent {
  const link = escapeHtml(url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 16px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px;">
<tr><td style="font-size:22px;font-weight:700;color:${ACCENT};padding-bottom:24px;">${BRAND}</td></tr>
<tr><td style="font-size:20px;font-weight:600;padding-bottom:12px;">${escapeHtml(heading)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6;padding-bottom:24px;">${escapeHtml(intro)}</td></tr>
<tr><td style="padding-bottom:24px;"><a href="${link}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;">${escapeHtml(action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#475569;padding-bottom:8px;">If the button does not work, copy this link into your browser:</td></tr>
<tr><td style="font-size:13px;line-height:1.6;word-break:break-all;padding-bottom:24px;"><a href="${link}" style="color:${ACCENT};">${link}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#475569;border-top:1px solid #e2e8f0;padding-top:16px;">${escapeHtml(footnote)}</td></tr>
</table>
<p style="font-size:12px;color:#64748b;margin-top:16px;">${BRAND} · events, casual plans and friends in coastal surf towns</p>
</td></tr>
</table>
</body>
</html>`;
  const text = `${BRAND}

${heading}

${intro}

${action}: ${url}

${footnote}
`;
  return { subject, html, text };
}

export const verificationMail = (url: string) =>
  actionMail({
    subject: 'Confirm your e-mail address for Lineup',
    heading: 'Confirm your e-mail address',
    intro:
      'Welcome to Lineup! Confirm that this is your address to activate your account and start finding events, plans and friends along the coast.',
    action: 'Confirm my e-mail',
    url,
    footnote:
      'The link works for one hour. If you did not sign up for Lineup, ignore this mail and no account will be activated.',
  });

export const magicLinkMail = (url: string) =>
  actionMail({
    subject: 'Your Lineup sign-in link',
    heading: 'Sign in to Lineup',
    intro: 'Use the button below to sign in. No password needed.',
    action: 'Sign in to Lineup',
    url,
    footnote:
      'The link works once, for 15 minutes. If you did not ask for it, ignore this mail: nobody can sign in without it.',
  });

export const resetPasswordMail = (url: string) =>
  actionMail({
    subject: 'Reset your Lineup password',
    heading: 'Choose a new password',
    intro: 'Someone, hopefully you, asked to reset the password of your Lineup account.',
    action: 'Choose a new password',
    url,
    footnote:
      'The link works once, for one hour. If you did not ask for it, ignore this mail and your password stays the same.',
  });

export const changeEmailMail = (url: string, newEmail: string) =>
  actionMail({
    subject: 'Confirm the new e-mail address of your Lineup account',
    heading: 'Confirm your new e-mail address',
    intro: `Your Lineup account is about to use ${newEmail} as its e-mail address.`,
    action: 'Confirm the change',
    url,
    footnote:
      'The link works for one hour. If you did not ask for this change, ignore this mail and nothing changes.',
  });

/** One thing a notification mail tells. */
export type NoticeItem = { title: string; body: string; url: string };

/**
 * A notification mail: one notice, or a digest of several that came within minutes. Its foot
 * says why it came and holds the one-click unsubscribe for its kinds and a link to every
 * choice (docs/product.md §10).
 */
export function notificationMail(options: {
  items: NoticeItem[];
  /** "Reminders" or "Event changes and Reminders": what the unsubscribe link turns off. */
  kindsLabel: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}): MailContent {
  const { items, kindsLabel, unsubscribeUrl, settingsUrl } = options;
  const single = items.length === 1 ? items[0]! : null;
  const subject = single ? single.title : `${items.length} updates from Lineup`;
  const itemHtml = (item: NoticeItem) => `<tr><td style="padding-bottom:20px;">
<div style="font-size:17px;font-weight:600;padding-bottom:6px;">${escapeHtml(item.title)}</div>
${item.body ? `<div style="font-size:15px;line-height:1.6;padding-bottom:10px;">${escapeHtml(item.body)}</div>` : ''}
<a href="${escapeHtml(item.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:8px;">Open in Lineup</a>
</td></tr>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 16px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px;">
<tr><td style="font-size:22px;font-weight:700;color:${ACCENT};padding-bottom:24px;">${BRAND}</td></tr>
${items.map(itemHtml).join('')}
<tr><td style="font-size:13px;line-height:1.6;color:#475569;border-top:1px solid #e2e8f0;padding-top:16px;">You get these e-mails because of your notification settings on Lineup. <a href="${escapeHtml(unsubscribeUrl)}" style="color:${ACCENT};">Stop e-mails about ${escapeHtml(kindsLabel)}</a> · <a href="${escapeHtml(settingsUrl)}" style="color:${ACCENT};">Choose which e-mails you get</a></td></tr>
</table>
<p style="font-size:12px;color:#64748b;margin-top:16px;">${BRAND} · events, casual plans and friends in coastal surf towns</p>
</td></tr>
</table>
</body>
</html>`;
  const itemText = (item: NoticeItem) =>
    [item.title, item.body, `Open in Lineup: ${item.url}`].filter(Boolean).join('\n');
  const text = `${BRAND}

${items.map(itemText).join('\n\n')}

--
Stop e-mails about ${kindsLabel}: ${unsubscribeUrl}
Choose which e-mails you get: ${settingsUrl}
`;
  return { subject, html, text };
}

/** Every http(s) link in a mail's text, for the development log and the outbox page. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
}
