import { type DictionaryField, nameOptionValue } from '@boardforge/domain/pricing/dictionary.ts';
import type { Label } from '@boardforge/domain/pricing/labels.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import type { TFunction } from 'i18next';
import type { enResources } from '../locales/resources.ts';
import type { SpecRow } from './spec-description.ts';

// The rows of one section of a spec's description (spec-description.ts), each worded as the quote form words it.

/** A label of the quote form's fields (quotes.json `fields`). */
export type FieldLabel = keyof (typeof enResources)['quotes']['fields'];

/** What a section words its values with: the quote form's translations, the reader's language, the option words. */
export type Words = {
  t: TFunction<'quotes'>;
  isZh: boolean;
  priceBook: PriceBook;
};

/** Chooses the reader's side of a bilingual label. */
function pick(label: Label, isZh: boolean): string {
  return isZh ? label.zh : label.en;
}

/** The lines of one section, built field by field; a field the spec does not hold is skipped. */
export type SectionBuilder = {
  readonly rows: SpecRow[];
  /** A value of an option set (the form's radio buttons and drop-downs). */
  option(field: string, label: FieldLabel, dictionary: DictionaryField, value: unknown): SectionBuilder;
  /** Several values of one option set (the special processes); "None" for none. */
  options(field: string, label: FieldLabel, dictionary: DictionaryField, values: readonly unknown[]): SectionBuilder;
  /** A yes/no option (the form's checkboxes). */
  check(field: string, label: FieldLabel, value: unknown): SectionBuilder;
  /** A number or free text as typed; empty text is left out. */
  text(field: string, label: FieldLabel, value: unknown): SectionBuilder;
  /** A number with its unit, worded by a translation (mm, Gbps). */
  measure(field: string, label: FieldLabel, value: unknown, unit: 'spec.pitch' | 'spec.rate'): SectionBuilder;
};

/** Starts a section of the description: its rows, added by the kind of field each value comes from. */
export function createSection(words: Words): SectionBuilder {
  const nameValue = (dictionary: DictionaryField, value: unknown) => {
    const name = nameOptionValue(words.priceBook, dictionary, value);
    return name ? pick(name, words.isZh) : String(value);
  };
  const builder: SectionBuilder = {
    rows: [],
    option(field, label, dictionary, value) {
      if (value === undefined || value === null) return builder;
      return builder.text(field, label, nameValue(dictionary, value));
    },
    options(field, label, dictionary, values) {
      const names = values.map((value) => nameValue(dictionary, value));
      const joined = names.join(words.isZh ? '、' : ', ');
      return builder.text(field, label, names.length === 0 ? words.t('spec.none') : joined);
    },
    check(field, label, value) {
      if (value === undefined || value === null) return builder;
      return builder.text(field, label, value === true ? words.t('spec.yes') : words.t('spec.no'));
    },
    text(field, label, value) {
      if (value === undefined || value === null) return builder;
      const shown = typeof value === 'string' ? value.trim() : String(value);
      if (shown !== '') builder.rows.push({ field, label: words.t(`fields.${label}`), value: shown });
      return builder;
    },
    measure(field, label, value, unit) {
      if (typeof value !== 'number') return builder.text(field, label, value);
      return builder.text(field, label, words.t(unit, { value }));
    },
  };
  return builder;
}
