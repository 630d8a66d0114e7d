/**
 * The mails Lineup sends, each as real HTML and a plain-text alternative. Inline styles only:
 * mail clients drop <style> blocks and external CSS.
 */

import { SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';
import { escapeHtml } from '../../lib/html';
import { translator, type Translator } from '../../lib/i18n/translator';

export type MailContent = { subject: string; html: string; text: string };

const BRAND = 'Lineup';
const ACCENT = '#0e7490';

type ActionMail = {
  t: Translator;
  subject: string;
  heading: string;
  intro: string;
  action: string;
  url: string;
  /** Why the reader may safely ignore the mail, and how long the link works. */
  footnote: string;
};

function actionMail({
  t,
  subject,
  heading,
  intro,
  action,
  url,
  footnote,
}: ActionMail): MailContent {
  const link = escapeHtml(url);
  const html = `<!doctype html>
<html lang="${t.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 16px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px;">
<tr><td style="font-size:22px;font-weight:700;color:${ACCENT};padding-bottom:24px;">${BRAND}</td></tr>
<tr><td style="font-size:20px;font-weight:600;padding-bottom:12px;">${escapeHtml(heading)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6;padding-bottom:24px;">${escapeHtml(intro)}</td></tr>
<tr><td style="padding-bottom:24px;"><a href="${link}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;">${escapeHtml(action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#475569;padding-bottom:8px;">${escapeHtml(t.t('mail.copyLink'))}</td></tr>
<tr><td style="font-size:13px;line-height:1.6;word-break:break-all;padding-bottom:24px;"><a href="${link}" style="color:${ACCENT};">${link}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#475569;border-top:1px solid #e2e8f0;padding-top:16px;">${escapeHtml(footnote)}</td></tr>
</table>
<p style="font-size:12px;color:#64748b;margin-top:16px;">${BRAND} · ${escapeHtml(t.t('mail.tagline'))}</p>
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

/** The texts of an action mail, in the reader's language. */
function actionTexts(
  t: Translator,
  which: 'verify' | 'magicLink' | 'reset' | 'changeEmail',
  values = {},
) {
  return {
    t,
    subject: t.t(`mail.${which}.subject`),
    heading: t.t(`mail.${which}.heading`),
    intro: t.t(`mail.${which}.intro`, values),
    action: t.t(`mail.${which}.action`),
    footnote: t.t(`mail.${which}.footnote`),
  };
}

export const verificationMail = (url: string, locale: Locale = SOURCE_LOCALE) =>
  actionMail({ ...actionTexts(translator(locale), 'verify'), url });

export const magicLinkMail = (url: string, locale: Locale = SOURCE_LOCALE) =>
  actionMail({ ...actionTexts(translator(locale), 'magicLink'), url });

export const resetPasswordMail = (url: string, locale: Locale = SOURCE_LOCALE) =>
  actionMail({ ...actionTexts(translator(locale), 'reset'), url });

export const changeEmailMail = (url: string, newEmail: string, locale: Locale = SOURCE_LOCALE) =>
  actionMail({ ...actionTexts(translator(locale), 'changeEmail', { email: newEmail }), url });

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
  /** The recipient's language. */
  locale?: Locale;
}): MailContent {
  const { items, kindsLabel, unsubscribeUrl, settingsUrl } = options;
  const t = translator(options.locale ?? SOURCE_LOCALE);
  const single = items.length === 1 ? items[0]! : null;
  const subject = single ? single.title : t.t('notice.digest', { count: items.length });
  const open = escapeHtml(t.t('notice.open'));
  const stop = t.t('notice.stop', { kinds: kindsLabel });
  const choose = t.t('notice.choose');
  const itemHtml = (item: NoticeItem) => `<tr><td style="padding-bottom:20px;">
<div style="font-size:17px;font-weight:600;padding-bottom:6px;">${escapeHtml(item.title)}</div>
${item.body ? `<div style="font-size:15px;line-height:1.6;padding-bottom:10px;">${escapeHtml(item.body)}</div>` : ''}
<a href="${escapeHtml(item.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:8px;">${open}</a>
</td></tr>`;
  const html = `<!doctype html>
<html lang="${t.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 16px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px;">
<tr><td style="font-size:22px;font-weight:700;color:${ACCENT};padding-bottom:24px;">${BRAND}</td></tr>
${items.map(itemHtml).join('')}
<tr><td style="font-size:13px;line-height:1.6;color:#475569;border-top:1px solid #e2e8f0;padding-top:16px;">${escapeHtml(t.t('notice.why'))} <a href="${escapeHtml(unsubscribeUrl)}" style="color:${ACCENT};">${escapeHtml(stop)}</a> · <a href="${escapeHtml(settingsUrl)}" style="color:${ACCENT};">${escapeHtml(choose)}</a></td></tr>
</table>
<p style="font-size:12px;color:#64748b;margin-top:16px;">${BRAND} · ${escapeHtml(t.t('mail.tagline'))}</p>
</td></tr>
</table>
</body>
</html>`;
  const itemText = (item: NoticeItem) =>
    [item.title, item.body, `${t.t('notice.open')}: ${item.url}`].filter(Boolean).join('\n');
  const text = `${BRAND}

${items.map(itemText).join('\n\n')}

--
${stop}: ${unsubscribeUrl}
${choose}: ${settingsUrl}
`;
  return { subject, html, text };
}

/** Every http(s) link in a mail's text, for the development log and the outbox page. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
}
