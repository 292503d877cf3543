import { useTranslation } from 'react-i18next';
import type { PayloadIssue } from '../utils/transition-forms.ts';

const fieldNames = [
  'salesUserId',
  'buyerUserId',
  'lines',
  'unitCost',
  'supplier',
  'unitPrice',
  'adjustedTotal',
  'reason',
  'note',
  'quantity',
  'carrier',
  'trackingNo',
  'refundAmount',
  'restock',
  'lineId',
] as const;
type FieldName = (typeof fieldNames)[number];

function isFieldName(value: unknown): value is FieldName {
  return (fieldNames as readonly unknown[]).includes(value);
}

/** Words for a form complaint that name the field (and its line): "Unit cost (line 2) is required." */
export function useDescribeIssue(): (issue: PayloadIssue) => string {
  const { t } = useTranslation('erp');
  return ({ code, path, isMissing, textReason }) => {
    const last = path.findLast((part) => typeof part === 'string');
    const lineIndex = path.find((part) => typeof part === 'number');
    const name = isFieldName(last) ? t(`orders.form.fieldNames.${last}`) : String(last ?? '');
    const field = lineIndex === undefined ? name : t('orders.form.lineField', { field: name, line: lineIndex + 1 });
    if (isMissing) return t('orders.form.issues.required', { field });
    if (textReason) return t('orders.form.issues.controlCharacters', { field });
    if (code === 'too_big') return t('orders.form.issues.tooBig', { field });
    if (code === 'too_small') return t('orders.form.issues.tooSmall', { field });
    return t('orders.form.issues.invalid', { field });
  };
}
