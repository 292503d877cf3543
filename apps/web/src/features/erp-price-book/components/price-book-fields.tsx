import { Button, Input, InputNumber, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Leaf,
  type LeafValue,
  listArrayPaths,
  listLeaves,
  type PriceBookSection,
  readAtPath,
} from './price-book-sections.ts';
import { type PriceBookWords, usePriceBookWords } from './use-price-book-words.ts';

export type PriceBookFieldsProps = {
  draft: unknown;
  section: PriceBookSection;
  /** Messages by dotted path (a field of this section, or a container of it). */
  errors: ReadonlyMap<string, string>;
  onChange: (path: string, value: unknown) => void;
};

/** The id of a field's input: its path (dots kept: unique, and a test finds a price by the path the server names). */
export function fieldIdOf(path: string): string {
  return `price-book-${path}`;
}

function groupByParent(leaves: Leaf[]): [string, Leaf[]][] {
  const groups = new Map<string, Leaf[]>();
  for (const leaf of leaves) {
    const parent = leaf.path.slice(0, leaf.path.lastIndexOf('.'));
    groups.set(parent, [...(groups.get(parent) ?? []), leaf]);
  }
  return [...groups.entries()];
}

/**
 * Every price and rule of one section as inputs labelled in words (with the unit, and the key path as a hint), grouped
 * by the record they belong to; a table's rows can be added (a copy of the last) or removed. A field the schema or the
 * server refused shows its message.
 */
export function PriceBookFields({ draft, section, errors, onChange }: PriceBookFieldsProps) {
  const { t } = useTranslation('priceBook');
  const words = usePriceBookWords();
  return (
    <div className="price-book-fields">
      {section.prefixes.map((prefix) => {
        // Rows of a table (a list directly in a record) may come and go; a list inside a row (a tier tuple) keeps its
        // length, which the schema holds.
        const arrays = listArrayPaths(draft, prefix).filter((path) => !/\.\d+\./.test(path));
        return (
          <div key={prefix} className="price-book-block">
            {arrays.map((arrayPath) => {
              const rows = readAtPath(draft, arrayPath) as unknown[];
              return (
                <Space key={arrayPath} size="small" className="price-book-rows" wrap>
                  <span>
                    {t('rows', { path: words.wordsOf(arrayPath), count: rows.length })}{' '}
                    <code className="price-book-path" title={t('pathHint')}>
                      {arrayPath}
                    </code>
                  </span>
                  <Button
                    size="small"
                    disabled={rows.length === 0}
                    onClick={() => onChange(arrayPath, [...rows, structuredClone(rows[rows.length - 1])])}
                    aria-label={t('addRowLabel', { path: words.wordsOf(arrayPath) })}
                  >
                    {t('addRow')}
                  </Button>
                  <Button
                    size="small"
                    disabled={rows.length === 0}
                    onClick={() => onChange(arrayPath, rows.slice(0, -1))}
                    aria-label={t('removeRowLabel', { path: words.wordsOf(arrayPath) })}
                  >
                    {t('removeRow')}
                  </Button>
                </Space>
              );
            })}
            {groupByParent(listLeaves(draft, prefix)).map(([parent, leaves]) => (
              <fieldset key={parent} className="price-book-group">
                <legend>
                  {words.wordsOf(parent)}{' '}
                  <code className="price-book-path" title={t('pathHint')}>
                    {parent}
                  </code>
                </legend>
                {leaves.map((leaf) => (
                  <LeafField
                    key={leaf.path}
                    leaf={leaf}
                    error={errors.get(leaf.path)}
                    onChange={onChange}
                    words={words}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        );
      })}
    </div>
  );
}

function LeafField({
  leaf,
  error,
  onChange,
  words,
}: {
  leaf: Leaf;
  error: string | undefined;
  onChange: (path: string, value: LeafValue) => void;
  words: PriceBookWords;
}) {
  const { t } = useTranslation('priceBook');
  const id = fieldIdOf(leaf.path);
  const status = error ? 'error' : undefined;
  let control: ReactNode;
  if (typeof leaf.value === 'boolean') {
    control = <Switch id={id} checked={leaf.value} onChange={(value) => onChange(leaf.path, value)} />;
  } else if (typeof leaf.value === 'string') {
    control = (
      <Input id={id} status={status} value={leaf.value} onChange={(event) => onChange(leaf.path, event.target.value)} />
    );
  } else {
    control = (
      <InputNumber
        id={id}
        aria-invalid={error ? true : undefined}
        status={status}
        value={leaf.value}
        onChange={(value) => onChange(leaf.path, typeof value === 'number' ? value : null)}
      />
    );
  }
  return (
    <div className="price-book-field">
      <label htmlFor={id}>{words.labelOf(leaf.path, leaf.value)}</label>
      <code className="price-book-path" title={`${t('pathHint')}: ${leaf.path}`}>
        {leaf.path.slice(leaf.path.lastIndexOf('.') + 1)}
      </code>
      {control}
      {error ? (
        <span className="price-book-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
