import type { Language } from '@app/contracts';
import { translate } from '#src/platform/i18n/i18n.ts';

/** One look for every account email: a plain-text part and a simple, inline-styled HTML part. */
export interface EmailParts {
  subject: string;
  text: string;
  html: string;
}

export interface EmailBody {
  /** The reader's language: the layout's own words and `<html lang>` follow it. */
  language: Language;
  subject: string;
  /** The line mail apps show next to the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  code?: { label: string; value: string; note: string };
  button?: { label: string; url: string };
  /** Why the person received this email and what to do if it was not them. */
  reason: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderText(body: EmailBody): string {
  const lines = [body.greeting, '', ...body.paragraphs.flatMap((p) => [p, ''])];
  if (body.code) lines.push(`${body.code.label}: ${body.code.value}`, body.code.note, '');
  if (body.button) lines.push(`${body.button.label}: ${body.button.url}`, '');
  lines.push(body.reason, '', translate(body.language, 'email.layout.team'));
  return lines.join('\n');
}

function renderHtml(body: EmailBody): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1a1a1a">${escapeHtml(text)}</p>`;
  const code = body.code
    ? `<p style="margin:8px 0 4px;font-size:13px;color:#555">${escapeHtml(body.code.label)}</p>
<p style="margin:0 0 8px;font:700 32px/1.2 'SFMono-Regular',Consolas,monospace;letter-spacing:8px;color:#1a1a1a">${escapeHtml(body.code.value)}</p>
<p style="margin:0 0 20px;font-size:13px;color:#555">${escapeHtml(body.code.note)}</p>`
    : '';
  const button = body.button
    ? `<p style="margin:8px 0 20px"><a href="${escapeHtml(body.button.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#1a1a1a;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(body.button.label)}</a></p>
<p style="margin:0 0 20px;font-size:12px;color:#777;word-break:break-all">${escapeHtml(translate(body.language, 'email.layout.buttonFallback'))}<br>${escapeHtml(body.button.url)}</p>`
    : '';
  return `<!doctype html>
<html lang="${body.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(body.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px 0;font-size:20px;font-weight:700;color:#1a1a1a">ShopBook</td></tr>
<tr><td style="padding:20px 28px 8px">
${p(body.greeting)}
${body.paragraphs.map(p).join('\n')}
${code}${button}
<p style="margin:0;font-size:12px;line-height:1.5;color:#777">${escapeHtml(body.reason)}</p>
</td></tr>
<tr><td style="padding:16px 28px 24px;font-size:12px;color:#999">${escapeHtml(translate(body.language, 'email.layout.team'))}</td></tr>
</table></td></tr></table></body></html>`;
}

export function renderEmail(body: EmailBody): EmailParts {
  return { subject: body.subject, text: renderText(body), html: renderHtml(body) };
}
