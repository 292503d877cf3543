import {
  type BomUploadAnswer,
  bomUploadAnswerSchema,
  type RemapBomRequest,
  remapBomRequestSchema,
} from '@boardforge/contracts/files.ts';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/file/remapBom: reads the uploaded BOM again with the customer's column mapping. */
export async function remapBom(input: RemapBomRequest): Promise<BomUploadAnswer> {
  const body = remapBomRequestSchema.parse(input);
  return bomUploadAnswerSchema.parse(await postData<unknown>('/file/remapBom', body, { silent: true }));
}

/** Mutation options for remapping a BOM. */
export const remapBomMutationOptions = { mutationKey: ['design-files', 'remap-bom'] as const, mutationFn: remapBom };

/** Remaps a BOM; the caller replaces its lines with the answer. */
export function useRemapBom() {
  return useMutation(remapBomMutationOptions);
}
