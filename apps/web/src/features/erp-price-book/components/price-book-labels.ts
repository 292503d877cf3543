/**
 * How the editor words a price-book path: each key of the book has a translated name (locales' `priceBook.fields`),
 * a figure has a unit read from its path, and a zod issue of the contracts' schema becomes a sentence naming the
 * field and the limit. The raw path stays beside the words as a hint for staff who read docs/pricing.md.
 */
import type { z } from 'zod';
import { type IssueLimitName, nameIssueLimit, readIssueLimit } from '../../../lib/issue-limits.ts';
import type enPriceBook from '../../../locales/en/priceBook.json';
import { readAtPath } from './price-book-sections.ts';

/** A key of the book that has a translated name. */
export type PriceBookFieldName = keyof typeof enPriceBook.fields;
export type PriceBookUnit = keyof typeof enPriceBook.units;

/** A path's keys without the row numbers of lists (the names that have words). */
export function namedSegments(path: string): string[] {
  return path.split('.').filter((segment) => segment !== '' && !/^\d+$/.test(segment));
}

/**
 * The unit of the figure at a path, by the first rule its keys (row numbers left out) match; `null` for a count or a
 * switch. Any other figure of the book is money in yuan, as pricing.md states its prices.
 */
const unitRules: readonly (readonly [RegExp, PriceBookUnit | null])[] = [
  [/PerM2PerMicroInch$/, 'yuanPerM2PerMicroInch'],
  [/PerMicroInch$/, 'yuanPerMicroInch'],
  [/PerM2(PerOrder)?$/i, 'yuanPerM2'],
  [/MicroInch(\.(min|max))?$/, 'microInch'],
  [/Oz(\.(min|max))?$/, 'oz'],
  [/Mil$/, 'mil'],
  [/Mm$/, 'mm'],
  [/M2$/, 'm2'],
  [/(Um|\.um)$/, 'um'],
  [/(Percent|percentOfBoardFee|^taxPercent\.\w+)$/, 'percent'],
  [/Gbps$/, 'gbps'],
  [/(Days|DaysByLayers\.value|DaysByMaterial\.\w+)$/, 'days'],
  [/PerPoint$/, 'yuanPerPoint'],
  [/PerPin$/, 'yuanPerPin'],
  [/PerHour$/, 'yuanPerHour'],
  [/CutoffHour$/, 'hourOfDay'],
  [/(Hours|\.hours)$/, 'hours'],
  [/Months$/, 'months'],
  [/(Factor|layerFactors\.value)$/, 'factor'],
  [
    /(layers|layersByMaterial\.\w+|Pins|Points|Lines|Boards|Quantity|PerLine|Weekdays|LayersAbove|designDocuments|PerExtraDay|hdiOrder\.\w+|allowedFor|^version)$/i,
    null,
  ],
];

/** The unit of a figure (undefined for text and switches, null for a plain count). */
export function unitOf(path: string, value: unknown): PriceBookUnit | null | undefined {
  if (typeof value !== 'number' && value !== null) return undefined;
  const named = namedSegments(path).join('.');
  for (const [pattern, unit] of unitRules) if (pattern.test(named)) return unit;
  return 'yuan';
}

/** The 1-based row number when the path ends in a list's index (a tier of a tuple, a row of a table). */
export function trailingRow(path: string): number | undefined {
  const last = path.slice(path.lastIndexOf('.') + 1);
  return /^\d+$/.test(last) ? Number(last) + 1 : undefined;
}

/** A zod issue as far as the editor reads it. */
type SchemaIssue = Pick<z.core.$ZodIssue, 'code' | 'path'> & {
  expected?: unknown;
  origin?: unknown;
  values?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
};

/** The sentence kind of a refused value and its parameters (translation keys `priceBook.issues.<kind>`). */
export type BookIssue = {
  field: string;
  kind:
    | IssueLimitName
    | 'required'
    | 'wholeNumber'
    | 'oneOf'
    | 'date'
    | 'tooFewRows'
    | 'tooManyRows'
    | 'notListed'
    | 'invalid';
  limit?: number;
  values?: string;
};

/**
 * What a zod issue of the book's schema says, read from its code: missing, not a whole number, out of range (the
 * bound the schema sets), too few or too many rows, not one of the allowed values, not a date, a default missing from
 * its list (the schema's only refinements) — or invalid.
 * `draft` is the book the issue is about (zod leaves the refused input out of its issues).
 */
export function readBookIssue(issue: SchemaIssue, draft: unknown): BookIssue {
  const field = issue.path.map(String).join('.');
  const value = readAtPath(draft, field);
  if (issue.code === 'invalid_type') {
    if (value === undefined || value === null || value === '') return { field, kind: 'required' };
    return { field, kind: issue.expected === 'int' ? 'wholeNumber' : 'invalid' };
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const limit = readIssueLimit(issue);
    if (!limit) return { field, kind: 'invalid' };
    if (issue.origin === 'array')
      return { field, kind: issue.code === 'too_small' ? 'tooFewRows' : 'tooManyRows', limit: limit.bound };
    return { field, kind: nameIssueLimit(limit), limit: limit.bound };
  }
  if (issue.code === 'invalid_value' && Array.isArray(issue.values))
    return { field, kind: 'oneOf', values: issue.values.map(String).join(', ') };
  if (issue.code === 'invalid_format') return { field, kind: 'date' };
  if (issue.code === 'custom') return { field, kind: 'notListed' };
  return { field, kind: 'invalid' };
}
