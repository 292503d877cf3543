import type { DesignJobDetail, DesignRoundView } from '@boardforge/contracts/design-job-views.ts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignFileLinks } from './design-file-links.tsx';

/** What the customer answered to a round, with the file and page a change request was pinned to. */
function RoundAnswer({ round }: { round: DesignRoundView }) {
  const { t } = useTranslation('designJobs');
  const { answer } = round;
  if (!answer) return null;
  if (answer.kind === 'approved') return <Tag color="green">{t('rounds.approved')}</Tag>;
  const pinned = answer.pin ? round.files.find((file) => file.fileId === answer.pin?.fileId) : undefined;
  const pinText = answer.pin && pinned ? t('rounds.pinnedTo', { name: pinned.name, page: answer.pin.page }) : null;
  return (
    <div>
      <Tag color="orange">{t('rounds.changesAsked')}</Tag>
      {pinText ? <span className="design-muted">{pinText}</span> : null}
      <div className="design-note">{answer.comment}</div>
    </div>
  );
}

/**
 * The numbered rounds, the newest first, nothing earlier lost: each with its files (PDF, 3D pictures, Gerber
 * preview) and the customer's answer (the member page and the back office both show them). `renderAnswerForm` adds the answer form under the round waiting for it.
 */
export function DesignRounds({
  job,
  renderAnswerForm,
}: {
  job: DesignJobDetail;
  renderAnswerForm?: (round: DesignRoundView) => ReactNode;
}) {
  const { t, i18n } = useTranslation('designJobs');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (job.rounds.length === 0) return <p className="design-muted">{t('rounds.none')}</p>;
  const rounds = [...job.rounds].sort((a, b) => b.number - a.number);
  return (
    <div>
      {rounds.map((round) => (
        <section
          key={round.number}
          className="design-round"
          aria-label={t('rounds.round', { round: round.number })}
          data-testid={`design-round-${round.number}`}
        >
          <h3>{t('rounds.round', { round: round.number })}</h3>
          <p className="design-muted">{t('rounds.deliveredAt', { date: when.format(new Date(round.deliveredAt)) })}</p>
          <DesignFileLinks files={round.files} />
          <RoundAnswer round={round} />
          {!round.answer && !round.isReplaced && renderAnswerForm ? renderAnswerForm(round) : null}
        </section>
      ))}
    </div>
  );
}
