import { DeleteOutlined } from '@ant-design/icons';
import type { GerberUploadAnswer } from '@boardforge/contracts/files.ts';
import { type SolderMask, solderMasks } from '@boardforge/domain/pricing/options.ts';
import { Alert, Button, Collapse, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../utils/check-upload-file.ts';
import './design-files.css';

export type GerberAnalysisViewProps = {
  answer: GerberUploadAnswer;
  /** The solder mask the previews were drawn in, when known. */
  drawnMask: string | null;
  /** The solder mask the customer has chosen now. */
  chosenMask: string;
  onRemove: () => void;
};

function isSolderMask(value: string | null): value is SolderMask {
  return value !== null && (solderMasks as readonly string[]).includes(value);
}

/** One side's preview, with a plain message instead of a broken image when it cannot load. */
function PreviewFigure({ src, side, fileName }: { src: string; side: 'top' | 'bottom'; fileName: string }) {
  const { t } = useTranslation('files');
  const [hasFailed, setHasFailed] = useState(false);
  const sideLabel = t(side === 'top' ? 'gerber.top' : 'gerber.bottom');
  return (
    <figure className="gerber-preview">
      <div className="gerber-preview-frame">
        {hasFailed ? (
          <span className="gerber-preview-missing">{t('gerber.previewUnavailable')}</span>
        ) : (
          <img
            src={src}
            alt={t('gerber.previewAlt', { side: sideLabel, name: fileName })}
            loading="lazy"
            decoding="async"
            onError={() => setHasFailed(true)}
          />
        )}
      </div>
      <figcaption>{sideLabel}</figcaption>
    </figure>
  );
}

/** What the server read from a Gerber zip: previews, size, layers, holes, files and warnings. */
export function GerberAnalysisView({ answer, drawnMask, chosenMask, onRemove }: GerberAnalysisViewProps) {
  const { t } = useTranslation('files');
  const { analysis } = answer;
  const isMaskDifferent = isSolderMask(drawnMask) && isSolderMask(chosenMask) && drawnMask !== chosenMask;

  return (
    <div className="design-panel">
      <div className="design-panel-head">
        <div>
          <h2 className="design-panel-title">{t('gerber.title')}</h2>
          <p className="design-panel-file">
            {t('gerber.summary', { name: answer.fileName })} · {formatBytes(answer.size)}
          </p>
        </div>
        <div className="design-panel-actions">
          <Button icon={<DeleteOutlined aria-hidden="true" />} onClick={onRemove}>
            {t('upload.remove')}
          </Button>
        </div>
      </div>

      <div className="gerber-previews">
        <PreviewFigure key={answer.previewTop} src={answer.previewTop} side="top" fileName={answer.fileName} />
        <PreviewFigure key={answer.previewBottom} src={answer.previewBottom} side="bottom" fileName={answer.fileName} />
      </div>
      {isMaskDifferent ? (
        <Alert
          type="info"
          showIcon
          title={t('gerber.previewMaskNote', {
            drawn: t(`gerber.masks.${drawnMask}`),
            chosen: t(`gerber.masks.${chosenMask}`),
          })}
        />
      ) : null}

      <dl className="gerber-facts">
        <div className="gerber-fact">
          <dt>{t('gerber.size')}</dt>
          <dd>
            {t('gerber.sizeValue', { width: analysis.widthMm.toFixed(2), height: analysis.heightMm.toFixed(2) })}
            <span className="gerber-fact-note">
              {t(analysis.sizeSource === 'outline' ? 'gerber.sizeFromOutline' : 'gerber.sizeFromExtent')}
            </span>
          </dd>
        </div>
        <div className="gerber-fact">
          <dt>{t('gerber.layers')}</dt>
          <dd>{t('gerber.layersValue', { count: analysis.layers })}</dd>
        </div>
        <div className="gerber-fact">
          <dt>{t('gerber.drills')}</dt>
          <dd>{analysis.drills}</dd>
        </div>
        <div className="gerber-fact">
          <dt>{t('gerber.minHole')}</dt>
          <dd>
            {analysis.minHoleMm === null
              ? t('gerber.none')
              : t('gerber.minHoleValue', { value: analysis.minHoleMm.toFixed(2) })}
          </dd>
        </div>
      </dl>

      {analysis.warnings.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('gerber.warnings')}
          description={
            <ul className="design-warnings">
              {analysis.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          }
        />
      ) : null}

      <Collapse
        size="small"
        items={[
          {
            key: 'files',
            label: t('gerber.files', { count: analysis.files.length }),
            children: (
              <Table
                size="small"
                pagination={false}
                rowKey="name"
                dataSource={analysis.files}
                columns={[
                  {
                    key: 'name',
                    dataIndex: 'name',
                    title: t('gerber.fileName'),
                    render: (name: string) => <span className="gerber-file-name">{name}</span>,
                  },
                  {
                    key: 'role',
                    dataIndex: 'role',
                    title: t('gerber.fileRole'),
                    render: (role: GerberUploadAnswer['analysis']['files'][number]['role']) => (
                      <Tag className={role === 'ignored' ? 'design-tag design-tag-muted' : 'design-tag'}>
                        {t(`gerber.roles.${role}`)}
                      </Tag>
                    ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
