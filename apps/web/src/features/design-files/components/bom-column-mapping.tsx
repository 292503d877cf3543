import { type BomField, type BomMapping, type BomUploadAnswer, bomFields } from '@boardforge/contracts/files.ts';
import { Alert, Button, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useRemapBom } from '../api/remap-bom.ts';
import './design-files.css';
import './bom-files.css';

export type BomColumnMappingProps = {
  fileId: string;
  columns: readonly string[];
  /** An example value of each column. */
  columnSamples: Readonly<Record<string, string>>;
  mapping: BomMapping;
  /** Receives the server's answer read with the corrected mapping. */
  onRemapped: (answer: BomUploadAnswer) => void;
};

const unusedValue = '';

/** The field a column is mapped to, or '' when none. */
export function readColumnField(mapping: BomMapping, column: string): BomField | '' {
  return bomFields.find((field) => mapping[field] === column) ?? unusedValue;
}

/** Maps `column` to `field` (or to nothing): a field holds one column, so it leaves any other column. */
export function assignColumn(mapping: BomMapping, column: string, field: BomField | ''): BomMapping {
  const next: BomMapping = {};
  for (const key of bomFields) {
    const mapped = mapping[key];
    if (mapped !== undefined && mapped !== column && key !== field) next[key] = mapped;
  }
  if (field !== unusedValue) next[field] = column;
  return next;
}

function isSameMapping(left: BomMapping, right: BomMapping): boolean {
  return bomFields.every((field) => left[field] === right[field]);
}

/**
 * The column mapping as one select per column (column → field), correctable by the customer; applying
 * posts it to /file/remapBom and hands the re-read lines to the panel.
 */
export function BomColumnMapping({ fileId, columns, columnSamples, mapping, onRemapped }: BomColumnMappingProps) {
  const { t } = useTranslation('files');
  const remap = useRemapBom();
  const [draft, setDraft] = useState<BomMapping>(mapping);
  const [basis, setBasis] = useState<BomMapping>(mapping);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();

  // A new answer (upload or remap) resets the draft to what the server now reads.
  if (!isSameMapping(basis, mapping)) {
    setBasis(mapping);
    setDraft(mapping);
  }

  const isDirty = !isSameMapping(draft, mapping);
  const isDesignatorMissing = draft.designator === undefined;

  const apply = async () => {
    setError(null);
    try {
      const answer = await remap.mutateAsync({ fileId, mapping: draft });
      onRemapped(answer);
    } catch (failure) {
      if (isApiError(failure) && failure.code === '401') setError(t('upload.sessionExpired'));
      else setError(isApiError(failure) ? failure.message : t('upload.unexpected'));
    }
  };

  const options = [
    { value: unusedValue, label: t('bom.mappingUnused') },
    ...bomFields.map((field) => ({ value: field, label: t(`bom.fields.${field}`) })),
  ];

  return (
    <section aria-labelledby={`${baseId}-title`}>
      <h3 className="bom-section-title" id={`${baseId}-title`}>
        {t('bom.mappingTitle')}
      </h3>
      <p className="bom-section-hint">{t('bom.mappingHint')}</p>
      <div className="bom-mapping">
        {columns.map((column, index) => {
          const id = `${baseId}-column-${index}`;
          const sample = columnSamples[column] ?? '';
          return (
            <div className="bom-mapping-item" key={column}>
              <label htmlFor={id}>{t('bom.mappingColumn', { column })}</label>
              <Select<BomField | ''>
                id={id}
                value={readColumnField(draft, column)}
                options={options}
                onChange={(field) => setDraft((current) => assignColumn(current, column, field))}
                disabled={remap.isPending}
                popupMatchSelectWidth={false}
              />
              {sample ? (
                <span className="bom-mapping-sample" title={sample}>
                  {t('bom.mappingSample', { sample })}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {isDesignatorMissing ? (
        <Alert
          className="bom-mapping-alert"
          type="warning"
          showIcon
          title={t('bom.mappingMissing', { fields: t('bom.fields.designator') })}
        />
      ) : null}
      {error ? (
        <Alert
          className="bom-mapping-alert"
          type="error"
          showIcon
          role="alert"
          title={t('bom.mappingFailed')}
          description={error}
        />
      ) : null}
      <div className="design-panel-actions bom-mapping-actions">
        <Button type="primary" onClick={() => void apply()} disabled={!isDirty} loading={remap.isPending}>
          {remap.isPending ? t('bom.mappingApplying') : t('bom.mappingApply')}
        </Button>
        {isDirty ? (
          <Button onClick={() => setDraft(mapping)} disabled={remap.isPending}>
            {t('bom.mappingReset')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
