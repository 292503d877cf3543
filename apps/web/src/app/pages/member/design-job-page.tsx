import type { DesignJobDetail } from '@boardforge/contracts/design-job-views.ts';
import type { DesignAction } from '@boardforge/domain/design-status/design-actions.ts';
import { Alert, App, Button, Descriptions, Form, Input, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  getDesignBoardOrder,
  useDownloadDesignPackage,
} from '../../../features/design-jobs/api/download-design-package.ts';
import { useDesignJob } from '../../../features/design-jobs/api/get-design-job.ts';
import { payDesignJob } from '../../../features/design-jobs/api/pay-design-job.ts';
import { type DesignActionInput, useTakeDesignAction } from '../../../features/design-jobs/api/take-design-action.ts';
import { DesignFeedbackForm } from '../../../features/design-jobs/components/design-feedback-form.tsx';
import { DesignFileLinks } from '../../../features/design-jobs/components/design-file-links.tsx';
import { DesignJobSpecView } from '../../../features/design-jobs/components/design-job-spec-view.tsx';
import { DesignRounds } from '../../../features/design-jobs/components/design-rounds.tsx';
import { DesignTimeline } from '../../../features/design-jobs/components/design-timeline.tsx';
import { RoundAnswerForm } from '../../../features/design-jobs/components/round-answer-form.tsx';
import '../../../features/design-jobs/components/design-jobs.css';
import { PayPanel } from '../../../features/payments/components/pay-panel.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { colorDesignStatus, describeDesignStatusForCustomer } from '../../../lib/design-status.ts';
import { readRefusalMessage } from '../../../lib/form-errors.ts';
import { MemberPageCard } from './member-page-card.tsx';

/** Statuses in which the final package exists: the customer may download it and order boards from it. */
const deliveredStatuses = new Set<DesignJobDetail['status']>(['finalUploaded', 'downloaded', 'feedbackGiven']);

/**
 * /designJobs/:jobId — the customer's job: status and timeline in customer words, the quote and Pay, staff's open
 * question, the rounds to approve or send back, the final package, ordering boards from it, and feedback. Only the
 * actions the server lists in `allowedActions` are offered.
 */
export function DesignJobPage() {
  const { jobId = '' } = useParams();
  const { t, i18n } = useTranslation('designJobs');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const job = useDesignJob(jobId);
  const take = useTakeDesignAction();
  const download = useDownloadDesignPackage();
  const [downloaded, setDownloaded] = useState<DesignJobDetail['finalFiles'] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isOrdering, setIsOrdering] = useState(false);

  if (job.isPending) return <Spin />;
  if (job.isError) {
    const isMissing = isApiError(job.error) && job.error.code === '404';
    return (
      <MemberPageCard title="designJob">
        <Alert type="error" showIcon title={isMissing ? t('job.notFound') : t('job.loadFailed')} />
      </MemberPageCard>
    );
  }
  const detail = job.data;
  const can = (action: DesignAction) => detail.allowedActions.includes(action);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'CNY' });

  const act = async (request: Omit<DesignActionInput, 'jobId' | 'fromStatus'>) => {
    setRefusal(null);
    try {
      await take.mutateAsync({ ...request, jobId: detail.jobId, fromStatus: detail.status } as DesignActionInput);
      void message.success(t('actions.done'));
    } catch (error) {
      setRefusal(readRefusalMessage(error));
      if (isApiError(error) && error.code === '409') void job.refetch();
    }
  };

  const orderBoards = async () => {
    setIsOrdering(true);
    try {
      const answer = await getDesignBoardOrder(detail.jobId);
      // The server's Smart Quotes spec link (?tab=pcb&spec=…) with the designed board's size and layers.
      void navigate(answer.valuationPath);
    } catch (error) {
      setRefusal(readRefusalMessage(error));
    } finally {
      setIsOrdering(false);
    }
  };

  return (
    <MemberPageCard
      title="designJob"
      actions={<Link to="/designJobs">{t('job.back')}</Link>}
      intro={t('job.title', { jobNo: detail.jobNo })}
    >
      <div className="design-actions" data-testid="design-job-status">
        <Tag color={colorDesignStatus(detail.status)}>
          {describeDesignStatusForCustomer(detail.status, i18n.language)}
        </Tag>
      </div>
      {refusal ? <Alert type="error" showIcon title={refusal} role="alert" className="design-section" /> : null}

      <section className="design-section" aria-labelledby="design-spec">
        <h2 id="design-spec">{t('job.spec')}</h2>
        <DesignJobSpecView spec={detail.spec} />
        <h3>{t('job.files')}</h3>
        {detail.specFiles.length > 0 ? <DesignFileLinks files={detail.specFiles} /> : <p>{t('job.noFiles')}</p>}
      </section>

      {detail.quotedPrice !== null ? (
        <section className="design-section" aria-labelledby="design-quote">
          <h2 id="design-quote">{t('job.quote')}</h2>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('job.price')}>
              <span data-testid="design-price">{money.format(detail.quotedPrice)}</span>
            </Descriptions.Item>
            {detail.cycle ? (
              <Descriptions.Item label={t('job.cycle')}>
                {t('job.cycleDays', { min: detail.cycle.minDays, max: detail.cycle.maxDays })}
              </Descriptions.Item>
            ) : null}
            {detail.dueDate ? <Descriptions.Item label={t('job.dueDate')}>{detail.dueDate}</Descriptions.Item> : null}
            {detail.engineer ? (
              <Descriptions.Item label={t('job.engineer')}>{detail.engineer.name}</Descriptions.Item>
            ) : null}
          </Descriptions>
          {detail.status === 'quoted' ? (
            <div className="design-section">
              <PayPanel
                amount={detail.quotedPrice - detail.paid}
                startPayment={(channel) => payDesignJob({ jobId: detail.jobId, channel })}
                onSettled={() => void job.refetch()}
              />
            </div>
          ) : null}
        </section>
      ) : null}

      {detail.openQuestion ? (
        <section className="design-section" aria-labelledby="design-question">
          <h2 id="design-question">{t('questions.title')}</h2>
          <p className="design-note" data-testid="design-open-question">
            {detail.openQuestion}
          </p>
          {can('answerQuestion') ? (
            <Form<{ answer: string }>
              layout="vertical"
              onFinish={(values) => void act({ action: 'answerQuestion', payload: { answer: values.answer } })}
            >
              <Form.Item
                name="answer"
                label={t('questions.answer')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('publish.required', { field: t('questions.answer') }),
                  },
                ]}
              >
                <Input.TextArea rows={3} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={take.isPending}>
                {t('questions.send')}
              </Button>
            </Form>
          ) : null}
        </section>
      ) : null}

      <section className="design-section" aria-labelledby="design-rounds">
        <h2 id="design-rounds">{t('rounds.title')}</h2>
        <DesignRounds
          job={detail}
          renderAnswerForm={(round) =>
            can('approveRound') || can('requestChanges') ? (
              <RoundAnswerForm
                round={round}
                canApprove={can('approveRound')}
                canRequestChanges={can('requestChanges')}
                isBusy={take.isPending}
                onAnswer={(answer) =>
                  answer.kind === 'approve'
                    ? act({ action: 'approveRound', payload: { round: round.number } })
                    : act({
                        action: 'requestChanges',
                        payload: {
                          round: round.number,
                          comment: answer.comment,
                          ...(answer.pin ? { pin: answer.pin } : {}),
                        },
                      })
                }
              />
            ) : null
          }
        />
      </section>

      {deliveredStatuses.has(detail.status) ? (
        <section className="design-section" aria-labelledby="design-final">
          <h2 id="design-final">{t('final.title')}</h2>
          <div className="design-actions">
            <Button
              type="primary"
              loading={download.isPending}
              onClick={() =>
                void download
                  .mutateAsync(detail.jobId)
                  .then((answer) => setDownloaded(answer.files))
                  .catch((error: unknown) => setRefusal(readRefusalMessage(error)))
              }
            >
              {t('final.download')}
            </Button>
            <Button loading={isOrdering} onClick={() => void orderBoards()}>
              {t('final.orderBoards')}
            </Button>
          </div>
          {downloaded ? <DesignFileLinks files={downloaded} /> : null}
        </section>
      ) : null}

      {can('giveFeedback') ? (
        <section className="design-section" aria-labelledby="design-feedback">
          <h2 id="design-feedback">{t('feedback.title')}</h2>
          <DesignFeedbackForm
            isBusy={take.isPending}
            onSend={(feedback) => act({ action: 'giveFeedback', payload: feedback })}
          />
        </section>
      ) : null}
      {detail.feedback ? (
        <Alert
          className="design-section"
          type="success"
          showIcon
          title={t('feedback.given', { stars: detail.feedback.stars })}
          data-testid="design-feedback-given"
        />
      ) : null}

      <section className="design-section" aria-labelledby="design-timeline">
        <h2 id="design-timeline">{t('timeline.title')}</h2>
        <DesignTimeline history={detail.history} audience="customer" />
      </section>
    </MemberPageCard>
  );
}
