import { useTranslation } from 'react-i18next';
import { PointsRecordsTable } from '../../../features/points/components/points-records-table.tsx';
import { MemberPageCard } from './member-page-card.tsx';

/** /obtainingRecords and /order/userInfo/obtainingRecords: points earned. */
export function ObtainingRecordsPage() {
  const { t } = useTranslation('points');
  return (
    <MemberPageCard title="obtainingRecords" intro={t('records.earnIntro')}>
      <PointsRecordsTable kind="earn" />
    </MemberPageCard>
  );
}

/** /consumptionRecords and /order/userInfo/consumptionRecords: points spent. */
export function ConsumptionRecordsPage() {
  const { t } = useTranslation('points');
  return (
    <MemberPageCard title="consumptionRecords" intro={t('records.spendIntro')}>
      <PointsRecordsTable kind="spend" />
    </MemberPageCard>
  );
}
