// Text into HTML, XML and inline JSON: every value from the catalogue or the content store passes through here.

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML or XML element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as \u escapes, so a `</script>` inside
 * a news title cannot close the block; U+2028/2029 likewise (valid JSON, but line breaks to old parsers).
 */
export function toInlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The paragraphs of a rich-text body (the editor's sanitised HTML) as plain text: block ends break paragraphs,
 * other tags drop, the common entities decode — the text is escaped again where it is rendered.
 */
export function toPlainParagraphs(html: string): string[] {
  const text = html
    .replace(/<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => namedEntities[name] ?? '');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
