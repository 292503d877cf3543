import type { BomAnalysis } from '../modules/bom/bom-analysis.ts';
import type { BomMapping } from '../modules/bom/bom-columns.ts';
import type { SpreadsheetFormat } from '../modules/bom/spreadsheet-reading.ts';
import type { CplAnalysis } from '../modules/cpl/cpl-analysis.ts';
import type { GerberAnalysisResult } from '../modules/gerber/gerber-analysis.ts';

/** Work a file worker does: analyse a Gerber archive, read a BOM or a pick-and-place list. */
export type FileTask =
  | { kind: 'gerber'; bytes: Uint8Array; solderMask: string }
  | { kind: 'bom'; bytes: Uint8Array; format: SpreadsheetFormat; fileName: string; mapping?: BomMapping }
  | { kind: 'cpl'; bytes: Uint8Array; format: SpreadsheetFormat; fileName: string }
  /** A spreadsheet kept as it is (a design job's .csv): only checked for formula injection. */
  | { kind: 'formulaCheck'; bytes: Uint8Array; format: SpreadsheetFormat; fileName: string };

/**
 * A BOM read in a worker: the summary, and the lines already as UTF-8 JSON. A BOM may have 100 000
 * lines; copying them between threads as objects, then validating and serialising them on the main
 * thread, would block it for seconds. As bytes they are transferred, not copied, and sent as they are.
 */
export type BomTaskResult = Omit<BomAnalysis, 'dataList'> & { dataListJson: Uint8Array };

/** The answer of a formula check: the file holds no formula injection (else the task threw its refusal). */
type FormulaCheckResult = { isChecked: true };
/** Any task's answer. */
type AnyTaskResult = GerberAnalysisResult | BomTaskResult | CplAnalysis | FormulaCheckResult;

/** The answer of a task by its kind. */
export type FileTaskResult<T extends FileTask> = T extends { kind: 'gerber' }
  ? GerberAnalysisResult
  : T extends { kind: 'cpl' }
    ? CplAnalysis
    : T extends { kind: 'formulaCheck' }
      ? FormulaCheckResult
      : BomTaskResult;

/** Loads the libraries of every task kind (a worker's warm-up); imports are cached, so this happens once. */
export async function loadTaskModules(): Promise<void> {
  await Promise.all([
    import('../modules/gerber/gerber-analysis.ts'),
    import('../modules/bom/bom-analysis.ts'),
    import('../modules/cpl/cpl-analysis.ts'),
  ]);
}

/**
 * Runs a task in the current thread (the worker entry calls this). Each kind loads only its own
 * libraries (tracespace for Gerber, SheetJS for spreadsheets) on first use; a pooled worker keeps them.
 */
export async function runFileTask(task: FileTask): Promise<AnyTaskResult> {
  switch (task.kind) {
    case 'gerber': {
      const { analyseGerberArchive } = await import('../modules/gerber/gerber-analysis.ts');
      return analyseGerberArchive(task.bytes, { solderMask: task.solderMask });
    }
    case 'bom': {
      const { analyseBom } = await import('../modules/bom/bom-analysis.ts');
      const { dataList, ...summary } = analyseBom(task.bytes, {
        format: task.format,
        fileName: task.fileName,
        ...(task.mapping ? { mapping: task.mapping } : {}),
      });
      return { ...summary, dataListJson: new TextEncoder().encode(JSON.stringify(dataList)) };
    }
    case 'cpl': {
      const { analyseCpl } = await import('../modules/cpl/cpl-analysis.ts');
      return analyseCpl(task.bytes, { format: task.format, fileName: task.fileName });
    }
    case 'formulaCheck': {
      const [{ readSpreadsheet }, { refuseFormulaCells }] = await Promise.all([
        import('../modules/bom/spreadsheet-reading.ts'),
        import('../modules/bom/formula-cells.ts'),
      ]);
      refuseFormulaCells(readSpreadsheet(task.bytes, task.format), task.fileName);
      return { isChecked: true };
    }
  }
}

/** The buffers of a result to transfer (not copy) to the main thread. */
export function listTransferables(result: AnyTaskResult): ArrayBuffer[] {
  return 'dataListJson' in result ? [result.dataListJson.buffer as ArrayBuffer] : [];
}
