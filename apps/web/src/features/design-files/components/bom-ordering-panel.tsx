import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { type BomMapping, type BomUploadAnswer, fileLimits } from '@boardforge/contracts/files.ts';
import { bomOrderSpecSchema } from '@boardforge/contracts/orders.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { Alert, Button, Input, InputNumber } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { buildLoginUrl } from '../../../lib/safe-redirect.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useSession } from '../../../lib/session.ts';
import { buildFileDownloadUrl } from '../api/download-file.ts';
import { useUploadBom } from '../api/upload-bom.ts';
import { readBomOrderingState, writeBomOrderingState } from '../hooks/use-bom-ordering-state.ts';
import { formatBytes, formatLimit } from '../utils/check-upload-file.ts';
import {
  type BomPurchaseLine,
  bomSetsRange,
  buildPurchaseLines,
  collectColumnSamples,
  readQuoteMode,
} from '../utils/purchase-quantities.ts';
import { BomCatalogueMatch } from './bom-catalogue-match.tsx';
import { BomColumnMapping } from './bom-column-mapping.tsx';
import { BomLinesTable } from './bom-lines-table.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import './design-files.css';
import './bom-files.css';

/** Everything the BOM order needs, kept for the tab session (Submit Order sends it). */
export type BomOrderingState = {
  fileId: string;
  fileName: string;
  /** File size in bytes. */
  size: number;
  sheetName: string;
  headerRow: number;
  columns: string[];
  /** An example value of each column, for the mapping selects. */
  columnSamples: Record<string, string>;
  mapping: BomMapping;
  /** The lines with their purchase quantity for `sets` (spares included). */
  lines: BomPurchaseLine[];
  lineCount: number;
  /** BOM sets: how many boards to buy parts for. */
  sets: number;
  purchaseRemark: string;
};

export type BomOrderingPanelProps = {
  value: BomOrderingState | null;
  onChange: (state: BomOrderingState | null) => void;
};

const bomRules = { allowedExtensions: fileLimits.bomExtensions, maxBytes: fileLimits.bomMaxBytes };
const defaultSets = 5;
const purchaseRemarkMaxLength = readMaxLength(bomOrderSpecSchema.shape.purchaseRemark);
const spares = defaultPriceBook.smt.spares;
const sampleMaxSets = defaultPriceBook.smt.sampleMaxBoards;

/** Builds the state from an upload or remap answer, keeping the customer's sets and remark. */
export function buildBomOrderingState(
  answer: BomUploadAnswer,
  kept: Pick<BomOrderingState, 'sets' | 'purchaseRemark'>,
): BomOrderingState {
  return {
    fileId: answer.fileId,
    fileName: answer.fileName,
    size: answer.size,
    sheetName: answer.sheetName,
    headerRow: answer.headerRow,
    columns: answer.columns,
    columnSamples: collectColumnSamples(answer.columns, answer.dataList),
    mapping: answer.mapping,
    lines: buildPurchaseLines(answer.dataList, kept.sets),
    lineCount: answer.lineCount,
    sets: kept.sets,
    purchaseRemark: kept.purchaseRemark,
  };
}

/** Shown instead of the upload to visitors and staff: BOM files belong to a customer account. */
function BomLoginPrompt({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation('files');
  const returnTo = '/valuation?tab=bom';
  return (
    <div className="bom-login">
      <h3>{t('bom.loginTitle')}</h3>
      <p>{t(isStaff ? 'bom.staffText' : 'bom.loginText')}</p>
      <div className="design-panel-actions">
        <LinkButton to={buildLoginUrl(returnTo)} variant="primary">
          {t('bom.login')}
        </LinkButton>
        {isStaff ? null : (
          <LinkButton to={`/register?${new URLSearchParams({ redirect: returnTo }).toString()}`}>
            {t('bom.register')}
          </LinkButton>
        )}
      </div>
    </div>
  );
}

/**
 * BOM ordering (customers only): upload a spreadsheet, check and correct the column mapping, choose the
 * BOM sets and see the purchase quantity of each line (spares for passives, docs/pricing.md §2), add a
 * purchase remark. Every change is also written to sessionStorage, and a panel mounted with no value
 * restores the tab's last state, so a reload keeps the work whatever state the page keeps.
 */
export function BomOrderingPanel({ value, onChange }: BomOrderingPanelProps) {
  const { t } = useTranslation('files');
  const session = useSession();
  const uploadBom = useUploadBom();
  const titleId = useId();
  const setsId = useId();
  const remarkId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const valueRef = useRef(value);
  valueRef.current = value;

  const change = (next: BomOrderingState | null) => {
    writeBomOrderingState(next);
    onChange(next);
  };

  // Restores the tab's state once, when the page mounts the panel without one.
  useEffect(() => {
    if (valueRef.current !== null) return;
    const stored = readBomOrderingState();
    if (stored) onChangeRef.current(stored);
  }, []);

  const title = (
    <h2 className="design-panel-title" id={titleId}>
      {t('bom.title')}
    </h2>
  );

  if (!session.isClient) {
    return (
      <section className="design-panel" aria-labelledby={titleId}>
        {title}
        <BomLoginPrompt isStaff={session.isStaff} />
      </section>
    );
  }

  if (!value) {
    return (
      <section className="design-panel" aria-labelledby={titleId}>
        {title}
        <FileDropZone
          rules={bomRules}
          title={t('bom.dropTitle')}
          hint={t('bom.dropHint', { limit: formatLimit(fileLimits.bomMaxBytes) })}
          buttonLabel={t('bom.dropLabel')}
          upload={async (file, controls) => {
            const answer = await uploadBom.mutateAsync({ file, ...controls });
            change(buildBomOrderingState(answer, { sets: defaultSets, purchaseRemark: '' }));
          }}
        />
      </section>
    );
  }

  const mode = readQuoteMode(value.sets);
  const linesToBuy = value.lines.filter((line) => line.purchaseQuantity > 0);
  const partsToBuy = linesToBuy.reduce((sum, line) => sum + line.purchaseQuantity, 0);
  const linesWithoutQuantity = value.lines.filter((line) => line.quantity === null && !line.dnp).length;

  const changeSets = (sets: number | null) => {
    if (sets === null || !Number.isInteger(sets) || sets < bomSetsRange.min) return;
    change({ ...value, sets, lines: buildPurchaseLines(value.lines, sets) });
  };

  return (
    <section className="design-panel" aria-labelledby={titleId}>
      <div className="design-panel-head">
        <div>
          {title}
          <p className="design-panel-file">
            {value.fileName} · {formatBytes(value.size)} ·{' '}
            {value.fileName.toLowerCase().endsWith('.csv')
              ? t('bom.fileSummaryCsv', { row: value.headerRow, count: value.lineCount })
              : t('bom.fileSummary', { sheet: value.sheetName, row: value.headerRow, count: value.lineCount })}
          </p>
        </div>
        <div className="design-panel-actions">
          <Button href={buildFileDownloadUrl(value.fileId)} icon={<DownloadOutlined aria-hidden="true" />}>
            {t('upload.download')}
          </Button>
          <Button icon={<DeleteOutlined aria-hidden="true" />} onClick={() => change(null)}>
            {t('upload.remove')}
          </Button>
        </div>
      </div>

      <BomColumnMapping
        fileId={value.fileId}
        columns={value.columns}
        columnSamples={value.columnSamples}
        mapping={value.mapping}
        onRemapped={(answer) => change(buildBomOrderingState(answer, value))}
      />

      <div className="bom-quantity-row">
        <div className="bom-field">
          <label htmlFor={setsId}>{t('bom.sets')}</label>
          <InputNumber
            id={setsId}
            min={bomSetsRange.min}
            max={bomSetsRange.max}
            precision={0}
            step={1}
            value={value.sets}
            onChange={changeSets}
            aria-describedby={`${setsId}-hint`}
          />
          <span className="bom-field-hint" id={`${setsId}-hint`}>
            {t('bom.setsHint')}
          </span>
        </div>
        <p className="bom-mode" aria-live="polite">
          {mode === 'sample'
            ? t('bom.modeSample', { max: sampleMaxSets, spares: spares.samplePerLine })
            : t('bom.modeBatch', { max: sampleMaxSets, percent: spares.batchPercent, min: spares.batchMinPerLine })}
        </p>
      </div>

      {linesWithoutQuantity > 0 ? (
        <Alert type="warning" showIcon title={t('bom.quantityMissing', { count: linesWithoutQuantity })} />
      ) : null}

      <p className="bom-totals" aria-live="polite">
        {t('bom.totals', { lines: linesToBuy.length, parts: partsToBuy })}
      </p>
      <BomLinesTable key={value.fileId} lines={value.lines} caption={t('bom.linesTitle')} />
      <BomCatalogueMatch key={`match-${value.fileId}`} fileId={value.fileId} sets={value.sets} />

      <div className="bom-field">
        <label htmlFor={remarkId}>{t('bom.purchaseRemark')}</label>
        <Input.TextArea
          id={remarkId}
          value={value.purchaseRemark}
          maxLength={purchaseRemarkMaxLength}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('bom.purchaseRemarkPlaceholder')}
          onChange={(event) => change({ ...value, purchaseRemark: event.target.value })}
        />
      </div>
    </section>
  );
}
