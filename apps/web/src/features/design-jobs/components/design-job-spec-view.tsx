import type { DesignJobSpec } from '@boardforge/contracts/design-job-views.ts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** The job's requirements as published (the member page and the back office show the same). */
export function DesignJobSpecView({ spec }: { spec: DesignJobSpec }) {
  const { t } = useTranslation('designJobs');
  const optional = (value: number | null) => (value === null ? '—' : String(value));
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
      <Descriptions.Item label={t('fields.pins')}>{spec.pins}</Descriptions.Item>
      <Descriptions.Item label={t('fields.layers')}>{spec.layers}</Descriptions.Item>
      <Descriptions.Item label={t('fields.bgaPins')}>{spec.bgaPins}</Descriptions.Item>
      <Descriptions.Item label={t('fields.bgaPitchMm')}>{optional(spec.bgaPitchMm)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.diffPairGbps')}>{optional(spec.diffPairGbps)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.minTraceMil')}>{optional(spec.minTraceMil)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.boardSize')}>
        {`${spec.boardLengthMm} × ${spec.boardWidthMm} mm`}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.wishedDate')}>{spec.wishedDate ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.description')} span="filled">
        <span className="design-note">{spec.description}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
