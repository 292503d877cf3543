import type { CustomerOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

type GerberCheck = CustomerOrderDetail['gerberChecks'][number];

/**
 * Where the order's Gerber disagrees with the ordered board (size, layers, smallest hole) and the value contract
 * review goes by, the stricter one; nothing when they agree. On the order page and in the staff drawer.
 */
export function GerberChecks({ checks }: { checks: readonly GerberCheck[] }) {
  const { t } = useTranslation('quotes');
  if (checks.length === 0) return null;
  const format = (check: GerberCheck, value: number) =>
    check.field === 'layers' ? t('gerberChecks.layers', { count: value }) : t('gerberChecks.mm', { value });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="gerber-checks"
      style={{ marginBottom: 12 }}
      message={t('gerberChecks.title')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {checks.map((check) => (
            <li key={check.field}>
              {t('gerberChecks.row', {
                field: t(`gerberChecks.fields.${check.field}`),
                ordered: format(check, check.ordered),
                gerber: format(check, check.gerber),
                review: format(check, check.review),
              })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
