import { designJobLimits, publishDesignJobRequestSchema } from '@boardforge/contracts/design-jobs.ts';
import { Alert, Button, Col, Form, Input, InputNumber, List, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentPriceBook } from '../../../api/get-current-price-book.ts';
import { FileDropZone } from '../../../features/design-files/components/file-drop-zone.tsx';
import { usePublishDesignJob } from '../../../features/design-jobs/api/publish-design-job.ts';
import { designFileRules, uploadDesignFile } from '../../../features/design-jobs/api/upload-design-file.ts';
import { DesignPriceHintView } from '../../../features/design-jobs/components/design-price-hint-view.tsx';
import { applyFieldErrors, readRefusalMessage } from '../../../lib/form-errors.ts';
import { MemberPageCard } from './member-page-card.tsx';

type Values = {
  pins?: number;
  layers?: number;
  bgaPins?: number;
  bgaPitchMm?: number;
  diffPairGbps?: number;
  minTraceMil?: number;
  boardLengthMm?: number;
  boardWidthMm?: number;
  description?: string;
  wishedDate?: string;
};

type UploadedFile = { fileId: string; name: string };

/**
 * /designJobs/new: publish a layout design job — pins, layers, BGA, the fastest pair, the finest trace, the board,
 * the files (schematic, netlist, constraints, project archives), a description and a wished date. The price of a
 * small job shows at once (the same engine as the server); larger jobs are quoted by staff.
 */
export function DesignJobPublishPage() {
  const { t } = useTranslation('designJobs');
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const publish = usePublishDesignJob();
  const priceBook = useCurrentPriceBook();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pins = Form.useWatch('pins', form);
  const layers = Form.useWatch('layers', form);
  const bgaPins = Form.useWatch('bgaPins', form);

  const submit = async (values: Values) => {
    setRefusal(null);
    const parsed = publishDesignJobRequestSchema.safeParse({
      ...values,
      bgaPins: values.bgaPins ?? 0,
      wishedDate: values.wishedDate || undefined,
      fileIds: files.map((file) => file.fileId),
    });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({ name: String(issue.path[0]) as keyof Values, errors: [issue.message] })),
      );
      return;
    }
    try {
      const answer = await publish.mutateAsync(parsed.data);
      void navigate(`/designJobs/${answer.jobId}`);
    } catch (error) {
      if (!applyFieldErrors(form, error)) setRefusal(readRefusalMessage(error));
    }
  };

  const required = (label: string) => ({ required: true, message: t('publish.required', { field: label }) });

  return (
    <MemberPageCard title="designJobPublish" intro={t('publish.intro')}>
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Row gutter={16}>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="pins" label={t('fields.pins')} rules={[required(t('fields.pins'))]}>
              <InputNumber min={1} max={designJobLimits.maxPins} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="layers" label={t('fields.layers')} rules={[required(t('fields.layers'))]}>
              <InputNumber min={1} max={designJobLimits.maxLayers} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="bgaPins" label={t('fields.bgaPins')}>
              <InputNumber min={0} max={designJobLimits.maxBgaPins} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item
              name="bgaPitchMm"
              label={t('fields.bgaPitchMm')}
              rules={(bgaPins ?? 0) > 0 ? [required(t('fields.bgaPitchMm'))] : []}
            >
              <InputNumber min={designJobLimits.minBgaPitchMm} max={2} step={0.05} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="diffPairGbps" label={t('fields.diffPairGbps')}>
              <InputNumber min={0} max={designJobLimits.maxDiffPairGbps} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="minTraceMil" label={t('fields.minTraceMil')}>
              <InputNumber min={designJobLimits.minTraceMil} max={100} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item
              name="boardLengthMm"
              label={t('fields.boardLengthMm')}
              rules={[required(t('fields.boardLengthMm'))]}
            >
              <InputNumber min={1} max={designJobLimits.maxBoardSideMm} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item
              name="boardWidthMm"
              label={t('fields.boardWidthMm')}
              rules={[required(t('fields.boardWidthMm'))]}
            >
              <InputNumber min={1} max={designJobLimits.maxBoardSideMm} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="wishedDate" label={t('fields.wishedDate')}>
              <Input type="date" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="description"
          label={t('fields.description')}
          rules={[
            { ...required(t('fields.description')), whitespace: true },
            {
              max: designJobLimits.maxDescriptionLength,
              message: t('publish.tooLong', { max: designJobLimits.maxDescriptionLength }),
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={designJobLimits.maxDescriptionLength} showCount />
        </Form.Item>
        <Form.Item label={t('fields.files')} extra={t('publish.filesHint', { max: designJobLimits.maxFiles })}>
          {files.length < designJobLimits.maxFiles ? (
            <FileDropZone
              rules={designFileRules}
              title={t('publish.dropTitle')}
              hint={t('publish.dropHint', { extensions: designFileRules.allowedExtensions.join(' ') })}
              buttonLabel={t('publish.chooseFile')}
              upload={async (file, controls) => {
                const uploaded = await uploadDesignFile({ file, ...controls });
                setFiles((current) => [...current, { fileId: uploaded.fileId, name: uploaded.name }]);
              }}
            />
          ) : null}
          {files.length > 0 ? (
            <List
              size="small"
              dataSource={files}
              renderItem={(file) => (
                <List.Item
                  actions={[
                    <Button
                      key="remove"
                      size="small"
                      type="link"
                      aria-label={t('publish.removeFile', { name: file.name })}
                      onClick={() => setFiles((current) => current.filter((entry) => entry.fileId !== file.fileId))}
                    >
                      {t('publish.remove')}
                    </Button>,
                  ]}
                >
                  {file.name}
                </List.Item>
              )}
            />
          ) : null}
        </Form.Item>
        {priceBook.data ? <DesignPriceHintView pins={pins} layers={layers} priceBook={priceBook.data.book} /> : null}
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
        <Button type="primary" htmlType="submit" loading={publish.isPending}>
          {t('publish.submit')}
        </Button>
      </Form>
    </MemberPageCard>
  );
}
