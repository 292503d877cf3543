import {
  type ImportProfilesAnswer,
  importProfilesAnswerSchema,
  type profileDocumentSchema,
} from '@boardforge/contracts/order-profiles.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/**
 * POST /api/profiles/import — adds a document's profiles, all or none. The server checks every spec with the
 * contract (the document is whatever the customer pasted); a refusal is shown beside the text, not as a toast.
 */
export async function importProfiles(document: z.input<typeof profileDocumentSchema>): Promise<ImportProfilesAnswer> {
  return importProfilesAnswerSchema.parse(await postData<unknown>('/profiles/import', document, { silent: true }));
}

/** Imports profiles and re-reads the list. */
export function useImportProfiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'import'] as const,
    mutationFn: importProfiles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all }),
  });
}
