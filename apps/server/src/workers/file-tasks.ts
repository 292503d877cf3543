import { analyseBom, type BomAnalysis } from '../modules/bom/bom-analysis.ts';
import type { BomMapping } from '../modules/bom/bom-columns.ts';
import type { SpreadsheetFormat } from '../modules/bom/spreadsheet-reading.ts';
import { analyseGerberArchive, type GerberAnalysisResult } from '../modules/gerber/gerber-analysis.ts';

/** Work a file worker does: analyse a Gerber archive or read a BOM. */
export type FileTask =
  | { kind: 'gerber'; bytes: Uint8Array; solderMask: string }
  | { kind: 'bom'; bytes: Uint8Array; format: SpreadsheetFormat; mapping?: BomMapping };

/** The answer of a task by its kind. */
export type FileTaskResult<T extends FileTask> = T extends { kind: 'gerber' } ? GerberAnalysisResult : BomAnalysis;

/** Runs a task in the current thread (the worker entry calls this; so can a test). */
export function runFileTask(task: FileTask): GerberAnalysisResult | BomAnalysis {
  switch (task.kind) {
    case 'gerber':
      return analyseGerberArchive(task.bytes, { solderMask: task.solderMask });
    case 'bom':
      return analyseBom(task.bytes, { format: task.format, ...(task.mapping ? { mapping: task.mapping } : {}) });
  }
}
