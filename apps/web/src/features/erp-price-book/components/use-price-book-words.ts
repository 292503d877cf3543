import { useTranslation } from 'react-i18next';
import { type BookIssue, namedSegments, type PriceBookFieldName, trailingRow, unitOf } from './price-book-labels.ts';

export type PriceBookWords = {
  /** A field's own label: its key's name (a list item numbered), with the unit of a figure. */
  labelOf: (path: string, value: unknown) => string;
  /** A record's path in words: "PCB › Board rates › FR-4 › Sample › row 6". */
  wordsOf: (path: string) => string;
  /** A field's whole name for a message: its place and its label. */
  fullLabelOf: (path: string, value: unknown) => string;
  /** The sentence of a refused value, naming the field and the limit. */
  describeIssue: (issue: BookIssue, value: unknown) => string;
};

const separator = ' › ';

/** The editor's words for the book's paths, in the page's language (keys `priceBook.fields`, `units`, `issues`). */
export function usePriceBookWords(): PriceBookWords {
  const { t } = useTranslation('priceBook');
  const { t: tErp } = useTranslation('erp');
  const nameOf = (key: string) => t(`fields.${key as PriceBookFieldName}`);

  const labelOf = (path: string, value: unknown) => {
    const names = namedSegments(path);
    const row = trailingRow(path);
    const name = nameOf(names.at(-1) ?? path);
    const label = row === undefined ? name : t('item', { label: name, row });
    const unit = unitOf(path, value);
    return unit ? t('fieldWithUnit', { label, unit: t(`units.${unit}`) }) : label;
  };

  const wordsOf = (path: string) =>
    path
      .split('.')
      .filter((segment) => segment !== '')
      .map((segment) => (/^\d+$/.test(segment) ? t('row', { row: Number(segment) + 1 }) : nameOf(segment)))
      .join(separator);

  const fullLabelOf = (path: string, value: unknown) => {
    // The field's own key (and a list item's number) are the label's; its place is what comes before.
    const place = wordsOf(
      path
        .split('.')
        .slice(0, trailingRow(path) === undefined ? -1 : -2)
        .join('.'),
    );
    return [place, labelOf(path, value)].filter((part) => part !== '').join(separator);
  };

  const describeIssue = ({ field: path, kind, limit, values }: BookIssue, value: unknown) => {
    const field = fullLabelOf(path, value);
    switch (kind) {
      case 'required':
      case 'wholeNumber':
      case 'date':
      case 'notListed':
        return t(`issues.${kind}`, { field });
      case 'oneOf':
        return t('issues.oneOf', { field, values: values ?? '' });
      case 'tooFewRows':
      case 'tooManyRows':
        return t(`issues.${kind}`, { field, count: limit ?? 0 });
      case 'invalid':
        return tErp('orders.form.issues.invalid', { field });
      default:
        // The limits ("at least 0", "at most 100 characters") are the app's shared form sentences.
        return tErp(`orders.form.issues.${kind}`, { field, limit: limit ?? 0 });
    }
  };

  return { labelOf, wordsOf, fullLabelOf, describeIssue };
}
