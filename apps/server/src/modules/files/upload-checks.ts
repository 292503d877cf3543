import { open } from 'node:fs/promises';
import { AppError } from '../../lib/app-error.ts';
import type { SpreadsheetFormat } from '../bom/spreadsheet-reading.ts';
import { detectFileSignature, type FileSignature } from './file-signature.ts';

/** Reads the kind of an uploaded file from its first 8 KiB. */
export async function readSignature(filePath: string): Promise<FileSignature> {
  const handle = await open(filePath, 'r');
  try {
    const head = new Uint8Array(8192);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return detectFileSignature(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The refusal of content that is not what its extension promises (415; executables named as such). */
export function refuseSignature(signature: FileSignature, expected: string): AppError {
  return signature === 'executable'
    ? new AppError('415', 'files.executable')
    : new AppError('415', 'files.wrongContent', { expected });
}

/** A BOM's content must match its extension: xlsx a zip, xls OLE2 (or zip, or text), csv text. */
export function checkBomSignature(signature: FileSignature, format: SpreadsheetFormat): void {
  const accepted: Record<SpreadsheetFormat, FileSignature[]> = {
    csv: ['text'],
    xls: ['ole2', 'zip', 'text'],
    xlsx: ['zip'],
  };
  const expected = { csv: 'CSV', xls: 'Excel 97–2003 (.xls)', xlsx: 'Excel (.xlsx)' }[format];
  if (!accepted[format].includes(signature)) throw refuseSignature(signature, expected);
}
