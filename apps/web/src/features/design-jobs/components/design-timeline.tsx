import type { DesignHistoryRow } from '@boardforge/contracts/design-job-views.ts';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeDesignStatusForCustomer, nameDesignStatus } from '../../../lib/design-status.ts';

/**
 * Every step of a job as a timeline: in the customer's words on the member page (`designStatusNames[to].customer`),
 * in staff's names in the back office; a row of a round names it, a note (question, comment, reason) follows.
 */
export function DesignTimeline({ history, audience }: { history: DesignHistoryRow[]; audience: 'customer' | 'staff' }) {
  const { t, i18n } = useTranslation('designJobs');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Timeline
      className="design-timeline"
      items={history.map((row, index) => {
        const words =
          audience === 'customer'
            ? describeDesignStatusForCustomer(row.to, i18n.language)
            : nameDesignStatus(row.to, i18n.language);
        return {
          key: `${row.at}-${index}`,
          children: (
            <div data-testid="design-timeline-row">
              <strong>{words}</strong>
              {row.round ? <span> · {t('timeline.round', { round: row.round })}</span> : null}
              <div className="design-muted">
                {when.format(new Date(row.at))}
                {audience === 'staff' ? ` · ${row.actor.name}` : null}
              </div>
              {row.note ? <div className="design-note">{row.note}</div> : null}
            </div>
          ),
        };
      })}
    />
  );
}
