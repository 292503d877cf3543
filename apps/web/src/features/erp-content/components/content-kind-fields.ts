import {
  type ContentEntry,
  type ContentKind,
  type ContentRecord,
  type contentEntrySchema,
  contentLimits,
  type OfferQuote,
  type ProductPagePath,
} from '@boardforge/contracts/content.ts';
import type { z } from 'zod';
import { buildOfferPath, readOfferLink } from '../../../lib/offer-link.ts';

function isOfferQuote(value: unknown): value is OfferQuote {
  return typeof value === 'object' && value !== null && 'tab' in value && 'spec' in value;
}

/** The names of the per-language fields across the kinds (each has a label in the locale's `fields`). */
type TextFieldName =
  | 'title'
  | 'summary'
  | 'body'
  | 'name'
  | 'content'
  | 'labels'
  | 'type'
  | 'items'
  | 'text'
  | 'author'
  | 'group'
  | 'address'
  | 'value'
  | 'label'
  | 'eyebrow'
  | 'subtitle'
  | 'primaryAction'
  | 'secondaryAction'
  | 'badges';
/** The names of the language-neutral fields across the kinds. */
type DataFieldName =
  | 'category'
  | 'image'
  | 'images'
  | 'stars'
  | 'time'
  | 'quote'
  | 'layers'
  | 'finishedThicknessMm'
  | 'coreThicknessMm'
  | 'lines'
  | 'phone'
  | 'email'
  | 'path'
  | 'illustration';

/** A per-language field of a kind: one line, a paragraph, rich text (HTML) or a list written one item per line. */
export type TextFieldSpec = {
  name: TextFieldName;
  input: 'line' | 'paragraph' | 'richText' | 'lines';
  max: number;
  maxItems?: number;
  isOptional?: boolean;
};

/** A language-neutral field of a kind. */
export type DataFieldSpec = {
  name: DataFieldName;
  input:
    | 'image'
    | 'images'
    | 'date'
    | 'stars'
    | 'category'
    | 'quoteLink'
    | 'millimetres'
    | 'line'
    | 'layers'
    | 'finished'
    | 'layerLines'
    | 'productPath'
    | 'illustration';
  max?: number;
  isOptional?: boolean;
};

type KindFields = { text: readonly TextFieldSpec[]; data: readonly DataFieldSpec[] };

const title: TextFieldSpec = { name: 'title', input: 'line', max: contentLimits.title };
const name: TextFieldSpec = { name: 'name', input: 'line', max: contentLimits.name };
const cardText: TextFieldSpec = { name: 'text', input: 'paragraph', max: contentLimits.text };
const day: DataFieldSpec = { name: 'time', input: 'date' };

/** The fields the editor shows for each kind (the contracts' schema of the kind decides what is valid). */
export const kindFields: Record<ContentKind, KindFields> = {
  news: {
    text: [
      title,
      { name: 'summary', input: 'paragraph', max: contentLimits.summary, isOptional: true },
      { name: 'body', input: 'richText', max: contentLimits.richText },
    ],
    data: [
      { name: 'category', input: 'category' },
      { name: 'image', input: 'image', isOptional: true },
    ],
  },
  orderShowcase: {
    text: [
      name,
      title,
      { name: 'content', input: 'paragraph', max: contentLimits.text },
      { name: 'labels', input: 'lines', max: contentLimits.label, maxItems: contentLimits.labels, isOptional: true },
    ],
    data: [{ name: 'stars', input: 'stars' }, day, { name: 'image', input: 'image', isOptional: true }],
  },
  specialOffer: {
    text: [
      title,
      { name: 'type', input: 'line', max: contentLimits.name },
      { name: 'items', input: 'lines', max: contentLimits.listItem, maxItems: contentLimits.listItems },
    ],
    data: [{ name: 'quote', input: 'quoteLink' }],
  },
  productShowcase: { text: [title, cardText], data: [{ name: 'image', input: 'image' }, day] },
  activity: {
    text: [title, cardText],
    data: [{ name: 'image', input: 'image' }, { name: 'images', input: 'images', isOptional: true }, day],
  },
  customerPost: {
    text: [
      title,
      { name: 'author', input: 'line', max: contentLimits.name },
      { name: 'body', input: 'richText', max: contentLimits.richText },
    ],
    data: [{ name: 'image', input: 'image', isOptional: true }, day],
  },
  laminatedStructure: {
    text: [name],
    data: [
      { name: 'layers', input: 'layers' },
      { name: 'finishedThicknessMm', input: 'finished' },
      { name: 'coreThicknessMm', input: 'millimetres' },
      { name: 'lines', input: 'layerLines' },
    ],
  },
  processCapability: {
    text: [
      { name: 'group', input: 'line', max: contentLimits.name },
      name,
      { name: 'text', input: 'line', max: contentLimits.listItem },
    ],
    data: [],
  },
  contactBranch: {
    text: [name, { name: 'address', input: 'line', max: contentLimits.address }],
    data: [
      { name: 'phone', input: 'line', max: contentLimits.phone },
      { name: 'email', input: 'line', max: contentLimits.email },
    ],
  },
  marketingFigure: {
    text: [
      { name: 'value', input: 'line', max: contentLimits.label },
      { name: 'label', input: 'line', max: contentLimits.listItem },
    ],
    data: [],
  },
  homeHero: {
    text: [
      { name: 'eyebrow', input: 'line', max: contentLimits.label },
      title,
      { name: 'subtitle', input: 'paragraph', max: contentLimits.summary },
      { name: 'primaryAction', input: 'line', max: contentLimits.label },
      { name: 'secondaryAction', input: 'line', max: contentLimits.label },
      {
        name: 'badges',
        input: 'lines',
        max: contentLimits.label,
        maxItems: contentLimits.heroBadges,
        isOptional: true,
      },
    ],
    data: [],
  },
  processStep: {
    text: [
      { name: 'title', input: 'line', max: contentLimits.name },
      { name: 'text', input: 'paragraph', max: contentLimits.summary, isOptional: true },
    ],
    data: [],
  },
  productCategory: {
    text: [name, { name: 'summary', input: 'line', max: contentLimits.listItem }],
    data: [
      { name: 'path', input: 'productPath' },
      { name: 'illustration', input: 'illustration' },
    ],
  },
};

export const contentLanguages = ['zh', 'en'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** The editor's values: flat keys named as the server names a field (`entry.zh.title`), so a 400 marks the field. */
export type ContentFormValues = Record<string, unknown>;

/** The key of a per-language field. */
export function textKey(language: ContentLanguage, field: string): string {
  return `entry.${language}.${field}`;
}

/** The key of a data field. */
export function dataKey(field: string): string {
  return `entry.data.${field}`;
}

function toLines(value: unknown): string {
  return Array.isArray(value) ? value.join('\n') : '';
}

function fromLines(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
    : [];
}

/** The editor's starting values: a record's fields, or a new record's defaults. */
export function toFormValues(kind: ContentKind, record: ContentRecord | null): ContentFormValues {
  const values: ContentFormValues = { sort: record?.sort ?? 0 };
  const entry = record?.entry as Record<string, Record<string, unknown>> | undefined;
  for (const language of contentLanguages) {
    for (const field of kindFields[kind].text) {
      const value = entry?.[language]?.[field.name];
      values[textKey(language, field.name)] = field.input === 'lines' ? toLines(value) : (value ?? '');
    }
  }
  for (const field of kindFields[kind].data) {
    const value = entry?.data?.[field.name];
    if (field.input === 'images') values[dataKey(field.name)] = Array.isArray(value) ? value : [];
    else if (field.input === 'quoteLink')
      values[dataKey(field.name)] = isOfferQuote(value) ? buildOfferPath(value) : '';
    else if (field.input === 'layerLines') values[dataKey(field.name)] = value ?? [];
    else values[dataKey(field.name)] = value ?? (field.input === 'line' || field.input === 'image' ? '' : undefined);
  }
  return values;
}

/** The record the editor's values describe, as the create and update requests take it. */
export function toEntry(kind: ContentKind, values: ContentFormValues): z.input<typeof contentEntrySchema> {
  const texts: Record<ContentLanguage, Record<string, unknown>> = { zh: {}, en: {} };
  for (const language of contentLanguages) {
    for (const field of kindFields[kind].text) {
      const value = values[textKey(language, field.name)];
      texts[language][field.name] =
        field.input === 'lines' ? fromLines(value) : typeof value === 'string' ? value.trim() : '';
    }
  }
  const data: Record<string, unknown> = {};
  for (const field of kindFields[kind].data) {
    const value = values[dataKey(field.name)];
    if (field.input === 'images')
      data[field.name] = Array.isArray(value) ? value.filter((path) => typeof path === 'string' && path !== '') : [];
    else if (field.input === 'quoteLink')
      // An unreadable link is sent as typed: the schema refuses it naming the field.
      data[field.name] = typeof value === 'string' ? (readOfferLink(value) ?? value) : value;
    else if (typeof value === 'string') {
      if (value.trim() !== '' || !field.isOptional) data[field.name] = value.trim();
    } else if (value !== undefined && value !== null) data[field.name] = value;
  }
  // The schema of the kind checks the shape on both sides; the cast only names the union the fields add up to.
  return { kind, zh: texts.zh, en: texts.en, data } as z.input<typeof contentEntrySchema>;
}

/** The key of each product page's name in the locale's `productPages`. */
const productPageKeys = {
  '/boardMaking/pcbBoardMaking': 'pcbBoardMaking',
  '/boardMaking/pcbBatch': 'pcbBatch',
  '/boardMaking/fpcBatch': 'fpcBatch',
  '/boardMaking/aluminumSubstrate': 'aluminumSubstrate',
  '/manufacture/pcbaMade': 'pcbaMade',
  '/manufacture/steelMesh': 'steelMesh',
  '/bomSupply': 'bomSupply',
  '/solution/schemeDesign': 'schemeDesign',
  '/solution/layoutDesign': 'layoutDesign',
} as const satisfies Record<ProductPagePath, string>;

/** The key of a product page's name in the locale's `productPages`. */
export function pageKeyOf(path: ProductPagePath): (typeof productPageKeys)[ProductPagePath] {
  return productPageKeys[path];
}

/** The heading of a record in a language: its title, name or label. */
export function headingOf(entry: ContentEntry, language: ContentLanguage): string {
  const text = entry[language] as Record<string, unknown>;
  for (const key of ['title', 'name', 'label']) {
    const value = text[key];
    if (typeof value === 'string') return value;
  }
  return '';
}
