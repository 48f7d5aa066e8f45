import { directionOf, type Locale } from '../../shared/i18n/locale.js';
import { escapeHtml, mailTextToHtml, mailTextToPlain, type MailText } from './typed-text.js';

/**
 * What one mail says; every value is plain text (escaped here), never HTML. What a person typed
 * goes into the heading and paragraphs as `typed` lines, never into the subject but a quoted name.
 */
export interface MailContent {
  subject: string;
  heading: MailText;
  paragraphs: MailText[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. why the reader got this mail. */
  footnote?: string;
}

const BRAND = 'Founder Dashboard';
const BRAND_COLOR = '#4f46e5';

/** The HTML mail and its plain-text twin, in the app's brand, right to left for Arabic. */
export function renderMail(locale: Locale, content: MailContent): { subject: string; html: string; text: string } {
  const dir = directionOf(locale);
  const align = dir === 'rtl' ? 'right' : 'left';
  const paragraph = (text: MailText) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#27272a">${mailTextToHtml(text)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${BRAND_COLOR};color:#ffffff;font-weight:600;font-size:16px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#52525b;word-break:break-all" dir="ltr">${escapeHtml(content.action.url)}</p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#71717a">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans Arabic',Tahoma,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e4e4e7;text-align:${align}">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e4e4e7;font-size:15px;font-weight:700;color:${BRAND_COLOR}" dir="ltr" align="${align}">${BRAND}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#18181b">${mailTextToHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${action}
${footnote}
</td></tr></table>
</td></tr></table>
</body>
</html>
`;
  const text = [
    mailTextToPlain(content.heading),
    '',
    ...content.paragraphs.flatMap((line) => [mailTextToPlain(line), '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `— ${BRAND}`,
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}
