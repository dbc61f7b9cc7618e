import sanitize from 'sanitize-html';

/**
 * Staff-written rich text (job descriptions, responsibilities, benefits) is cleaned on save with an
 * allowlist, so no script, style or event handler can reach a public page.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, {
    allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'blockquote', 'a'],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
    disallowedTagsMode: 'discard',
  }).trim();
}
