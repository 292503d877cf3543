import type { StatusCount } from '@boardforge/contracts/erp-orders.ts';
import { Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nameStatus } from '../../../lib/order-status.ts';
import { usePersonTasks } from '../api/list-person-tasks.ts';
import { buildTasksSearch } from '../utils/tasks-link.ts';
import './erp-orders.css';

// The card names the statuses holding most of the work; the rest are one click away on "My tasks".
const shownStatusCount = 3;
// Only the total and the counts are shown: the smallest page keeps the answer small.
const countsOnlyPage = { pageNum: 1, pageSize: 10 } as const;

export type WaitingWorkCardProps = {
  /** The caller's order screen (e.g. /erp/salesOrders), or undefined when their role has none. */
  orderScreenPath: string | undefined;
};

/** The workbench's "Waiting work": how many orders wait for the caller and in which statuses most of them wait. */
export function WaitingWorkCard({ orderScreenPath }: WaitingWorkCardProps) {
  const { t } = useTranslation('erp');
  const hasOrderScreen = orderScreenPath !== undefined;
  const tasks = usePersonTasks(countsOnlyPage, { isEnabled: hasOrderScreen });

  return (
    <Card title={<h2 className="card-heading">{t('workbench.tasks')}</h2>} data-testid="erp-waiting-work">
      {!hasOrderScreen ? (
        <p className="erp-muted">{t('workbench.noWaitingWorkForRole')}</p>
      ) : tasks.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : tasks.isError ? (
        <p className="erp-muted" role="alert">
          {t('workbench.tasksFailed')}
        </p>
      ) : tasks.data.total === 0 ? (
        <p className="erp-muted">{t('orders.tasks.empty')}</p>
      ) : (
        <WaitingWorkSummary
          orderScreenPath={orderScreenPath}
          total={tasks.data.total}
          counts={tasks.data.countsByStatus}
        />
      )}
    </Card>
  );
}

// The total, the statuses with most work (each a link to "My tasks" of that status) and a link to all of it.
function WaitingWorkSummary({
  orderScreenPath,
  total,
  counts,
}: {
  orderScreenPath: string;
  total: number;
  counts: readonly StatusCount[];
}) {
  const { t, i18n } = useTranslation('erp');
  const topCounts = selectTopCounts(counts);
  return (
    <div className="waiting-work">
      <Statistic title={t('workbench.waitingTotal')} value={total} />
      <div>
        <h3 className="waiting-work-heading">{t('workbench.topStatuses')}</h3>
        <ul className="waiting-work-statuses">
          {topCounts.map((entry) => (
            <li key={entry.status}>
              <Link to={`${orderScreenPath}${buildTasksSearch(entry.status)}`}>
                {t('workbench.statusLink', { status: nameStatus(entry.status, i18n.language), count: entry.count })}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={`${orderScreenPath}${buildTasksSearch()}`}>{t('workbench.openTasks')}</Link>
      </div>
    </div>
  );
}

// The statuses holding most waiting orders (ties in flow order), at most three.
function selectTopCounts(counts: readonly StatusCount[]): StatusCount[] {
  return [...counts]
    .sort((first, second) => second.count - first.count || first.status - second.status)
    .slice(0, shownStatusCount);
}
