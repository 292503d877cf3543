import { useTranslation } from 'react-i18next';
import { nameIssueLimit } from '../../../lib/issue-limits.ts';
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

/**
 * Words for a form complaint that name the field (and its line) and the limit that applies: "Unit cost (line 2) is
 * required.", "Supplier (line 1): at most 100 characters."
 */
export function useDescribeIssue(): (issue: PayloadIssue) => string {
  const { t } = useTranslation('erp');
  return ({ path, isMissing, textReason, limit }) => {
    const last = path.findLast((part) => typeof part === 'string');
    const lineIndex = path.find((part) => typeof part === 'number');
    const name = isFieldName(last) ? t(`orders.form.fieldNames.${last}`) : String(last ?? '');
    const field = lineIndex === undefined ? name : t('orders.form.lineField', { field: name, line: lineIndex + 1 });
    if (isMissing) return t('orders.form.issues.required', { field });
    if (textReason) return t('orders.form.issues.controlCharacters', { field });
    if (limit) return t(`orders.form.issues.${nameIssueLimit(limit)}`, { field, limit: limit.bound });
    return t('orders.form.issues.invalid', { field });
  };
}
