import { pickWording } from '@boardforge/domain/language.ts';
import {
  type DictionaryField,
  type DictionaryOption,
  dictionaryParentIds,
  listDictionaryOptions,
} from '@boardforge/domain/pricing/dictionary.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import type { Language } from '../../../lib/languages.ts';

/** An option of a form field, in the UI language. */
export type FormOption<V extends string | number = string | number> = { value: V; label: string };

const cache = new WeakMap<PriceBook, Map<number, DictionaryOption[]>>();

/**
 * The option sets of the forms, built from the downloaded price book with the same code that serves
 * POST /dict/getDictListByPid, so the forms and the dictionary API always agree.
 */
export function listFormOptions(priceBook: PriceBook, field: DictionaryField): DictionaryOption[] {
  let byPid = cache.get(priceBook);
  if (!byPid) {
    byPid = new Map();
    for (const option of listDictionaryOptions(priceBook)) {
      const list = byPid.get(option.pid) ?? [];
      list.push(option);
      byPid.set(option.pid, list);
    }
    cache.set(priceBook, byPid);
  }
  return byPid.get(dictionaryParentIds[field]) ?? [];
}

/** The options of a field as value + label in the UI language (`label` is Chinese, `labelEn` English). */
export function listLabelledOptions<V extends string | number>(
  priceBook: PriceBook,
  field: DictionaryField,
  language: Language,
): FormOption<V>[] {
  return listFormOptions(priceBook, field).map((option) => ({
    value: option.value as V,
    label: pickWording(language, { zh: option.label, en: option.labelEn }),
  }));
}
