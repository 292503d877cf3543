import type { DesignRoundView } from '@boardforge/contracts/design-job-views.ts';
import { maxDesignTextLength, maxPinnedPage } from '@boardforge/domain/design-status/design-requirements.ts';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Values = { comment: string; fileId?: string; page?: number };

export type RoundAnswer =
  | { kind: 'approve' }
  | { kind: 'requestChanges'; comment: string; pin?: { fileId: string; page: number } };

/**
 * The customer's answer to a delivered round: approve it, or ask for changes with a comment optionally pinned to one
 * of the round's files and a page. Only the buttons the server allows (`canApprove`, `canRequestChanges`) show.
 */
export function RoundAnswerForm({
  round,
  canApprove,
  canRequestChanges,
  isBusy,
  onAnswer,
}: {
  round: DesignRoundView;
  canApprove: boolean;
  canRequestChanges: boolean;
  isBusy: boolean;
  onAnswer: (answer: RoundAnswer) => Promise<void>;
}) {
  const { t } = useTranslation('designJobs');
  const [form] = Form.useForm<Values>();
  const [isAsking, setIsAsking] = useState(false);
  const fileId = Form.useWatch('fileId', form);

  const submit = async (values: Values) => {
    await onAnswer({
      kind: 'requestChanges',
      comment: values.comment,
      ...(values.fileId ? { pin: { fileId: values.fileId, page: values.page ?? 1 } } : {}),
    });
    form.resetFields();
    setIsAsking(false);
  };

  return (
    <div>
      <div className="design-actions">
        {canApprove ? (
          <Button type="primary" loading={isBusy} onClick={() => void onAnswer({ kind: 'approve' })}>
            {t('rounds.approve')}
          </Button>
        ) : null}
        {canRequestChanges && !isAsking ? (
          <Button onClick={() => setIsAsking(true)}>{t('rounds.requestChanges')}</Button>
        ) : null}
      </div>
      {isAsking ? (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          className="design-section"
          aria-label={t('rounds.requestChanges')}
        >
          <Form.Item
            name="comment"
            label={t('rounds.comment')}
            rules={[
              { required: true, whitespace: true, message: t('publish.required', { field: t('rounds.comment') }) },
              { max: maxDesignTextLength, message: t('publish.tooLong', { max: maxDesignTextLength }) },
            ]}
          >
            <Input.TextArea rows={3} maxLength={maxDesignTextLength} />
          </Form.Item>
          <Form.Item name="fileId" label={t('rounds.pinFile')}>
            <Select
              virtual={false}
              allowClear
              placeholder={t('rounds.noPin')}
              options={round.files.map((file) => ({ value: file.fileId, label: file.name }))}
            />
          </Form.Item>
          {fileId ? (
            <Form.Item name="page" label={t('rounds.pinPage')} initialValue={1}>
              <InputNumber min={1} max={maxPinnedPage} precision={0} />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" loading={isBusy}>
            {t('rounds.sendChanges')}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
