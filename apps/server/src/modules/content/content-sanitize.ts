import { type ContentEntry, richTextFields } from '@boardforge/contracts/content.ts';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of rich text (news and customer-post bodies): structure and emphasis, lists, quotes, code and links
 * to http(s) or mail addresses. Everything else is dropped — script and style elements with their content, every
 * attribute but a link's href and title (rel is set by us) (so no on* handler, no style), and `javascript:` or `data:` URLs.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** Sanitises one HTML string by the rich-text allow-list. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions).trim();
}

/** The record with its rich-text fields sanitised in both languages (other fields are plain text, kept as they are). */
export function sanitizeEntry(entry: ContentEntry): ContentEntry {
  const fields = richTextFields[entry.kind];
  if (!fields) return entry;
  const clean = (text: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(text).map(([key, value]) => [
        key,
        fields.includes(key) && typeof value === 'string' ? sanitizeRichText(value) : value,
      ]),
    );
  return { ...entry, zh: clean(entry.zh), en: clean(entry.en) } as ContentEntry;
}

/** The first rich-text field left empty by sanitising (only markup that was dropped), as `zh.body`, or undefined. */
export function findEmptiedRichText(entry: ContentEntry): string | undefined {
  for (const field of richTextFields[entry.kind] ?? []) {
    for (const language of ['zh', 'en'] as const) {
      const value = (entry[language] as Record<string, unknown>)[field];
      if (typeof value === 'string' && sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} }).trim() === '') {
        return `${language}.${field}`;
      }
    }
  }
  return undefined;
}
