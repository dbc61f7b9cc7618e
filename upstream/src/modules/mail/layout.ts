import { escapeHtml } from '../../lib/html';

export interface MailContent {
  subject: string;
  /** Paragraphs of plain text; each becomes a <p> in the HTML body. */
  paragraphs: string[];
  /** An optional call to action. */
  action?: { label: string; url: string };
  /** Label/value rows summarising what was received. */
  details?: [string, string][];
}

const brand = 'Bayanihan Gulf Hospitality Careers';

/** One layout for every mail: a plain-text body and an HTML body with the same content. */
export function renderMail({ subject, paragraphs, action, details }: MailContent) {
  const detailText = details?.map(([label, value]) => `${label}: ${value}`).join('\n');
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(detailText ? [detailText] : []),
    `— ${brand}`,
  ].join('\n\n');

  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto">
<h2 style="color:#1d3557">${escapeHtml(subject)}</h2>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#c8963e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b7280">Or open this link: ${escapeHtml(action.url)}</p>` : ''}
${details ? `<table style="border-collapse:collapse">${details.map(([l, v]) => `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${escapeHtml(l)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`).join('')}</table>` : ''}
<p style="color:#6b7280;font-size:12px">— ${brand}</p>
</body></html>`;
  return { subject, text, html, link: action?.url };
}
