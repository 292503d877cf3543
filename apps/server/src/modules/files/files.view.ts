import type { BomUploadAnswer, CplUploadAnswer, GerberUploadAnswer } from '@boardforge/contracts/files.ts';
import type { MessageKey, MessageParams } from '../../i18n/messages.ts';
import type { BomAnalysis } from '../bom/bom-analysis.ts';
import type { SpreadsheetFormat } from '../bom/spreadsheet-reading.ts';
import type { CplAnalysis } from '../cpl/cpl-analysis.ts';
import type { GerberAnalysis } from '../gerber/gerber-analysis.ts';
import type { FileRow } from './files.repository.ts';

// What the files service answers: a stored file's row turned into the upload answers of contracts/files.ts.

/** Renders a catalogue message in the caller's language. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The answer of a BOM upload without its lines. */
export type BomUploadSummary = Omit<BomUploadAnswer, 'dataList'>;

/** The answer of a pick-and-place upload, warnings in the caller's language. */
export function toCplAnswer(row: FileRow, translate: Translate): CplUploadAnswer {
  const { format: _format, warnings, ...analysis } = row.analysis as CplAnalysis & { format: SpreadsheetFormat };
  return {
    fileId: row.id,
    fileName: row.originalName,
    size: row.size,
    analysis: { ...analysis, warnings: warnings.map((warning) => translate(warning.key, warning.params)) },
  };
}

/** The answer of a Gerber upload, warnings in the caller's language, previews as URLs. */
export function toGerberAnswer(row: FileRow, translate: Translate): GerberUploadAnswer {
  const analysis = row.analysis as GerberAnalysis;
  const previewUrl = (side: 'top' | 'bottom') => `/api/file/preview?fileId=${row.id}&side=${side}`;
  return {
    fileId: row.id,
    fileName: row.originalName,
    size: row.size,
    analysis: {
      ...analysis,
      warnings: analysis.warnings.map((warning) => translate(warning.key, warning.params)),
    },
    previewTop: previewUrl('top'),
    previewBottom: previewUrl('bottom'),
  };
}

/** The answer of a BOM upload without its lines, from its row and its reading. */
export function toBomSummary(row: FileRow, summary: Omit<BomAnalysis, 'dataList'>): BomUploadSummary {
  return {
    fileId: row.id,
    fileName: row.originalName,
    size: row.size,
    sheetName: summary.sheetName,
    headerRow: summary.headerRow,
    columns: summary.columns,
    mapping: summary.mapping,
    lineCount: summary.lineCount,
  };
}
