import { fileLimits } from '@boardforge/contracts/files.ts';
import { Alert, Descriptions, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentPriceBook } from '../../../api/get-current-price-book.ts';
import { FileDropZone } from '../../../features/design-files/components/file-drop-zone.tsx';
import { DesignFileLinks } from '../../../features/design-jobs/components/design-file-links.tsx';
import { DesignJobSpecView } from '../../../features/design-jobs/components/design-job-spec-view.tsx';
import { DesignRounds } from '../../../features/design-jobs/components/design-rounds.tsx';
import { DesignTimeline } from '../../../features/design-jobs/components/design-timeline.tsx';
import { findDesignCycle } from '../../../features/design-jobs/utils/design-price-hint.ts';
import { useErpDesignJob } from '../../../features/erp-design/api/get-erp-design-job.ts';
import { uploadDeliverable } from '../../../features/erp-design/api/upload-deliverable.ts';
import { DesignStaffActions } from '../../../features/erp-design/components/design-staff-actions.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { colorDesignStatus, nameDesignStatus } from '../../../lib/design-status.ts';

/** Files staff deliver: PDFs, pictures, Gerber sets and archives, up to the server's 50 MiB (it checks again). */
const deliverableRules = {
  allowedExtensions: ['.pdf', '.png', '.jpg', '.jpeg', '.zip', '.step'],
  maxBytes: fileLimits.gerberMaxBytes,
} as const;

/** Which kind a deliverable is, from its name (a PDF is the layout, a picture a 3D view, a zip a Gerber set). */
function guessKind(name: string, fallback: 'layoutPdf' | 'designFiles') {
  const lower = name.toLowerCase();
  if (lower.endsWith('.pdf')) return 'layoutPdf' as const;
  if (/\.(png|jpe?g)$/.test(lower)) return 'view3d' as const;
  // A Gerber set is previewed and orders the board: a round's archive is one, and a final package's when its name
  // says so (the project archive beside it is not).
  if (lower.endsWith('.zip') && (fallback === 'layoutPdf' || /gerber|gbr/.test(lower))) return 'gerber' as const;
  return fallback;
}

/** One design job in the back office: status, customer, quote, engineer and due date, rounds, files, history. */
export function ErpDesignJobView({ jobId }: { jobId: string }) {
  const { t, i18n } = useTranslation('designQueue');
  const job = useErpDesignJob(jobId);
  const priceBook = useCurrentPriceBook();
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'CNY' });

  if (job.isPending) return <Spin />;
  if (job.isError) {
    return (
      <div className="erp-page">
        <Link to="?">{t('job.back')}</Link>
        <Alert
          type="error"
          showIcon
          title={isApiError(job.error) && job.error.code === '404' ? t('job.notFound') : job.error.message}
        />
      </div>
    );
  }
  const detail = job.data;
  const cycle = priceBook.data ? findDesignCycle(detail.spec.pins, priceBook.data.book) : null;
  const cycleHint = cycle
    ? t('form.cycleHint', { pins: detail.spec.pins, min: cycle.minDays, max: cycle.maxDays })
    : priceBook.data
      ? t('form.cycleHintNone')
      : null;

  return (
    <div className="erp-page">
      <Link to="?">{t('job.back')}</Link>
      <h1 className="erp-page-title">{t('job.title', { jobNo: detail.jobNo })}</h1>
      <div className="design-actions" data-testid="erp-design-status">
        <Tag color={colorDesignStatus(detail.status)}>{nameDesignStatus(detail.status, i18n.language)}</Tag>
        {detail.isOverdue ? <Tag color="red">{t('overdue')}</Tag> : null}
      </div>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered className="design-section">
        <Descriptions.Item label={t('job.customer')}>{detail.owner.name}</Descriptions.Item>
        <Descriptions.Item label={t('job.quote')}>
          {detail.quotedPrice === null ? t('job.notQuoted') : money.format(detail.quotedPrice)}
          {detail.cycle ? ` · ${detail.cycle.minDays}–${detail.cycle.maxDays}` : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('job.paid')}>{money.format(detail.paid)}</Descriptions.Item>
        <Descriptions.Item label={t('job.engineer')}>{detail.engineer?.name ?? t('unassigned')}</Descriptions.Item>
        <Descriptions.Item label={t('job.dueDate')}>{detail.dueDate ?? t('noDue')}</Descriptions.Item>
        {detail.feedback ? (
          <Descriptions.Item label={t('job.feedback', { stars: detail.feedback.stars })}>
            {detail.feedback.text}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <section className="design-section">
        <DesignStaffActions
          job={detail}
          cycleHint={cycleHint}
          onStale={() => void job.refetch()}
          renderUpload={(kind, onUploaded) => (
            <FileDropZone
              rules={deliverableRules}
              title={t('form.dropTitle')}
              hint={t('form.dropHint')}
              buttonLabel={t('form.chooseFile')}
              upload={async (file, controls) => {
                onUploaded(
                  await uploadDeliverable({
                    file,
                    kind: guessKind(file.name, kind === 'layoutPdf' ? 'layoutPdf' : 'designFiles'),
                    ...controls,
                  }),
                );
              }}
            />
          )}
        />
      </section>
      {detail.openQuestion ? (
        <section className="design-section">
          <h2>{t('job.messages')}</h2>
          <p className="design-note">{detail.openQuestion}</p>
        </section>
      ) : null}
      <section className="design-section">
        <h2>{t('job.spec')}</h2>
        <DesignJobSpecView spec={detail.spec} />
        <h3>{t('job.files')}</h3>
        <DesignFileLinks files={detail.specFiles} />
      </section>
      <section className="design-section">
        <h2>{t('job.rounds')}</h2>
        <DesignRounds job={detail} />
      </section>
      {detail.finalFiles.length > 0 ? (
        <section className="design-section">
          <h2>{t('job.final')}</h2>
          <DesignFileLinks files={detail.finalFiles} />
        </section>
      ) : null}
      <section className="design-section">
        <h2>{t('job.history')}</h2>
        <DesignTimeline history={detail.history} audience="staff" />
      </section>
    </div>
  );
}
