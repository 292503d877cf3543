import { maxBomSets } from '@boardforge/contracts/limits.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { type FormIssue, readNumberField } from '../utils/form-issues.ts';
import { type BomFormState, createBomForm, quoteFormStateKey } from '../utils/tab-forms.ts';
import { QuoteActions } from './quote-actions.tsx';
import { TextNumberField } from './spec-fields.tsx';
import './quotes.css';

/** Reads the BOM sets field: a whole number from 1 to `maxBomSets` (the order's own limit), or which rule it breaks. */
export function readBomSets(raw: string): { sets: number | null; error: 'required' | 'notNumber' | 'range' | null } {
  const issues: FormIssue[] = [];
  const read = readNumberField(issues, 'bomSets', raw, true);
  if (issues[0]?.kind === 'notNumber') return { sets: null, error: 'notNumber' };
  if (!read.ok || read.value === undefined) return { sets: null, error: 'required' };
  if (!Number.isInteger(read.value) || read.value < 1 || read.value > maxBomSets) return { sets: null, error: 'range' };
  return { sets: read.value, error: null };
}

/** The BOM Ordering tab: BOM sets, what the upload does, the upload (composed by the page) and Submit Order. */
export function BomQuoteTab({
  uploadSlot,
  uploaded,
}: {
  uploadSlot: ReactNode;
  /** Once a BOM is uploaded its panel holds the sets; the tab sends them with the file id. */
  uploaded: { fileId: string; sets: number } | null;
}) {
  const { t } = useTranslation('quotes');
  const [form, setForm] = useSessionState<BomFormState>(quoteFormStateKey('bom'), createBomForm);
  const typed = readBomSets(form.sets);
  const sets = uploaded ? uploaded.sets : typed.sets;
  const error = uploaded ? null : typed.error;
  const field = t('fields.bomSets');
  const message =
    error === null
      ? null
      : error === 'range'
        ? t('errors.wholeRange', { field, min: 1, max: maxBomSets })
        : t(`errors.${error}`, { field });
  return (
    <div className="quote-layout quote-layout-single">
      <div className="quote-layout-form">
        <div className="spec-form">
          <fieldset className="spec-section">
            <legend>{t('bom.title')}</legend>
            <p>{t('bom.explain')}</p>
            {uploaded ? null : (
              <TextNumberField
                id="bom-sets"
                label={t('fields.bomSets')}
                value={form.sets}
                isDecimal={false}
                errors={message ? [message] : undefined}
                help={t('bom.setsHelp')}
                onChange={(value) => setForm({ sets: value })}
              />
            )}
            <div className="spec-upload">{uploadSlot}</div>
          </fieldset>
        </div>
        <QuoteActions
          tab="bom"
          spec={sets === null ? null : { sets, ...(uploaded ? { bomFileId: uploaded.fileId } : {}) }}
          answer={null}
          priceBookVersion={null}
          canSubmit={sets !== null}
        />
      </div>
    </div>
  );
}
