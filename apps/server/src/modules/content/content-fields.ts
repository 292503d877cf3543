import type { ContentEntry } from '@boardforge/contracts/content.ts';
import { FieldAppError } from '../../lib/app-error.ts';
import type { ContentFields } from './content.repository.ts';
import { findEmptiedRichText, sanitizeEntry } from './content-sanitize.ts';

/** The text a list shows and searches for a record in one language: its title, name or label. */
function headingOf(text: Record<string, unknown>): string {
  for (const key of ['title', 'name', 'label']) {
    const value = text[key];
    if (typeof value === 'string') return value;
  }
  return '';
}

/** The columns a save writes: rich text sanitised (a body left empty by it is refused, naming the field). */
export function toContentFields(entry: ContentEntry, sort: number): ContentFields {
  const clean = sanitizeEntry(entry);
  const emptied = findEmptiedRichText(clean);
  if (emptied) throw new FieldAppError(`entry.${emptied}`, 'content.richTextEmpty');
  return {
    kind: clean.kind,
    sort,
    headingZh: headingOf(clean.zh),
    headingEn: headingOf(clean.en),
    textZh: clean.zh,
    textEn: clean.en,
    data: clean.data,
  };
}
