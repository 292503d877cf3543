import type { DesignFile, DesignFileKind, DesignJobDetail } from '@boardforge/contracts/design-job-views.ts';
import type { DesignAction } from '@boardforge/domain/design-status/design-actions.ts';
import { maxDesignCycleDays, maxDesignTextLength } from '@boardforge/domain/design-status/design-requirements.ts';
import { Alert, App, Button, Card, Form, Input, InputNumber, List, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { readRefusalMessage } from '../../../lib/form-errors.ts';
import { useDesignWorkload } from '../api/list-design-workload.ts';
import { type ErpDesignActionInput, useTakeErpDesignAction } from '../api/take-erp-design-action.ts';

/** The staff actions this panel offers, in the order of the flow (the customer's and the system's are elsewhere). */
const staffActions = [
  'askQuestion',
  'quote',
  'assignEngineer',
  'startDesign',
  'deliverRound',
  'uploadFinal',
  'cancel',
] as const satisfies readonly DesignAction[];
type StaffAction = (typeof staffActions)[number];

/** An upload slot the page composes (the files feature's drop zone): each uploaded file is handed back. */
export type RenderDeliverableUpload = (kind: DesignFileKind, onUploaded: (file: DesignFile) => void) => ReactNode;

type FormValues = {
  question?: string;
  price?: number;
  cycleMinDays?: number;
  cycleMaxDays?: number;
  engineerUserId?: string;
  reason?: string;
};

/**
 * Staff's buttons on a design job — only those in the server's `allowedActions` — each opening its form below:
 * ask a question, quote (price and cycle, with the seed cycle as a hint), assign an engineer, start, deliver the next
 * round or the final package (uploaded files), cancel with a reason. A stale status re-reads the job.
 */
export function DesignStaffActions({
  job,
  cycleHint,
  renderUpload,
  onStale,
}: {
  job: DesignJobDetail;
  cycleHint: string | null;
  renderUpload: RenderDeliverableUpload;
  onStale: () => void;
}) {
  const { t } = useTranslation('designQueue');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const take = useTakeErpDesignAction();
  const engineers = useDesignWorkload();
  const [open, setOpen] = useState<StaffAction | null>(null);
  const [files, setFiles] = useState<DesignFile[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const allowed = staffActions.filter((action) => job.allowedActions.includes(action));
  const nextRound = job.rounds.reduce((highest, round) => Math.max(highest, round.number), 0) + 1;

  const send = async (request: Omit<ErpDesignActionInput, 'jobId' | 'fromStatus'>) => {
    setRefusal(null);
    try {
      await take.mutateAsync({ ...request, jobId: job.jobId, fromStatus: job.status } as ErpDesignActionInput);
      void message.success(t('actions.done'));
      setOpen(null);
      setFiles([]);
      form.resetFields();
    } catch (error) {
      setRefusal(readRefusalMessage(error));
      if (isApiError(error) && error.code === '409') onStale();
    }
  };

  const submit = (values: FormValues) => {
    switch (open) {
      case 'askQuestion':
        return send({ action: 'askQuestion', payload: { question: values.question ?? '' } });
      case 'quote':
        return send({
          action: 'quote',
          payload: {
            price: values.price ?? 0,
            cycleMinDays: values.cycleMinDays ?? 0,
            cycleMaxDays: values.cycleMaxDays ?? 0,
          },
        });
      case 'assignEngineer':
        return send({ action: 'assignEngineer', payload: { engineerUserId: values.engineerUserId ?? '' } });
      case 'startDesign':
        return send({ action: 'startDesign', payload: {} });
      case 'deliverRound':
        return send({
          action: 'deliverRound',
          payload: { round: nextRound, fileIds: files.map((file) => file.fileId) },
        });
      case 'uploadFinal':
        return send({ action: 'uploadFinal', payload: { fileIds: files.map((file) => file.fileId) } });
      case 'cancel':
        return send({ action: 'cancel', payload: { reason: values.reason ?? '' } });
      case null:
        return Promise.resolve();
    }
  };

  const label = (action: StaffAction) =>
    action === 'deliverRound' ? t('actions.deliverRound', { round: nextRound }) : t(`actions.${action}`);
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });
  const text = (name: 'question' | 'reason', field: string) => (
    <Form.Item
      name={name}
      label={field}
      rules={[{ ...required(field), whitespace: true }, { max: maxDesignTextLength }]}
    >
      <Input.TextArea rows={3} maxLength={maxDesignTextLength} />
    </Form.Item>
  );
  const cycleField = (name: 'cycleMinDays' | 'cycleMaxDays', field: string) => (
    <Form.Item name={name} label={field} rules={[required(field)]}>
      <InputNumber min={1} max={maxDesignCycleDays} precision={0} />
    </Form.Item>
  );
  const uploads = (kind: DesignFileKind) => (
    <Form.Item label={t('form.files')} required>
      {renderUpload(kind, (file) => setFiles((current) => [...current, file]))}
      {files.length > 0 ? (
        <List
          size="small"
          dataSource={files}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="link"
                  size="small"
                  aria-label={t('form.removeFile', { name: file.name })}
                  onClick={() => setFiles((current) => current.filter((entry) => entry.fileId !== file.fileId))}
                >
                  ×
                </Button>,
              ]}
            >
              {file.name}
            </List.Item>
          )}
        />
      ) : null}
    </Form.Item>
  );

  const fields = (): ReactNode => {
    switch (open) {
      case 'askQuestion':
        return text('question', t('form.question'));
      case 'quote':
        return (
          <>
            {cycleHint ? <Alert type="info" showIcon title={cycleHint} style={{ marginBottom: 12 }} /> : null}
            <Form.Item name="price" label={t('form.price')} rules={[required(t('form.price'))]}>
              <InputNumber min={0.01} precision={2} />
            </Form.Item>
            {cycleField('cycleMinDays', t('form.cycleMinDays'))}
            {cycleField('cycleMaxDays', t('form.cycleMaxDays'))}
          </>
        );
      case 'assignEngineer':
        return (
          <Form.Item name="engineerUserId" label={t('form.engineer')} rules={[required(t('form.engineer'))]}>
            <Select
              virtual={false}
              options={(engineers.data ?? []).map((row) => ({ value: row.engineer.id, label: row.engineer.name }))}
            />
          </Form.Item>
        );
      case 'deliverRound':
        return uploads('layoutPdf');
      case 'uploadFinal':
        return uploads('designFiles');
      case 'cancel':
        return text('reason', t('form.reason'));
      case 'startDesign':
      case null:
        return null;
    }
  };

  if (allowed.length === 0) return null;
  const needsFiles = open === 'deliverRound' || open === 'uploadFinal';
  return (
    <div>
      <div className="design-actions">
        {allowed.map((action) => (
          <Button
            key={action}
            type={open === action ? 'primary' : 'default'}
            danger={action === 'cancel'}
            onClick={() => {
              setRefusal(null);
              setFiles([]);
              form.resetFields();
              setOpen(action);
            }}
          >
            {label(action)}
          </Button>
        ))}
      </div>
      {open ? (
        <Card size="small" title={label(open)} className="design-section">
          <Form<FormValues> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
            {fields()}
            {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} /> : null}
            {needsFiles && files.length === 0 ? <p className="design-muted">{t('form.filesRequired')}</p> : null}
            <div className="design-actions">
              <Button
                type="primary"
                htmlType="submit"
                loading={take.isPending}
                disabled={needsFiles && files.length === 0}
              >
                {t('form.submit', { action: label(open) })}
              </Button>
              <Button onClick={() => setOpen(null)}>{t('form.close')}</Button>
            </div>
          </Form>
        </Card>
      ) : null}
    </div>
  );
}
