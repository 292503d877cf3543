import {
  type CatalogueImportKind,
  type ImportResult,
  importResultSchema,
  type PartsImportPreview,
  partsImportPreviewSchema,
  type SuppliersImportPreview,
  suppliersImportPreviewSchema,
} from '@boardforge/contracts/catalogue-import.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadData } from '../../../lib/request.ts';

/** A file of 5 MiB read and checked row by row may take longer than the 20 s of other calls. */
const importTimeoutMs = 120_000;

/** The preview of either kind. */
export type ImportPreview = ({ kind: 'parts' } & PartsImportPreview) | ({ kind: 'suppliers' } & SuppliersImportPreview);

function toForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** POST /api/erp/{parts|suppliers}/import/preview — what the file would write and every row's problems. */
export async function previewImport(input: { kind: CatalogueImportKind; file: File }): Promise<ImportPreview> {
  const answer = await uploadData<unknown>(`/erp/${input.kind}/import/preview`, toForm(input.file), {
    timeout: importTimeoutMs,
    silent: true,
  });
  return input.kind === 'parts'
    ? { kind: 'parts', ...partsImportPreviewSchema.parse(answer) }
    : { kind: 'suppliers', ...suppliersImportPreviewSchema.parse(answer) };
}

/** POST /api/erp/{parts|suppliers}/import/confirm — writes the file all or nothing. */
export async function confirmImport(input: { kind: CatalogueImportKind; file: File }): Promise<ImportResult> {
  const answer = await uploadData<unknown>(`/erp/${input.kind}/import/confirm`, toForm(input.file), {
    timeout: importTimeoutMs,
    silent: true,
  });
  return importResultSchema.parse(answer);
}

/** Reads a file for its preview; refusals come back to the dialog. */
export function usePreviewImport() {
  return useMutation({ mutationKey: ['inventory', 'import-preview'] as const, mutationFn: previewImport });
}

/** Imports a file and re-reads the parts and suppliers. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'import-confirm'] as const,
    mutationFn: confirmImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
