import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { type CollectionRow, type CollectionsQuery, collectionRowSchema } from '@boardforge/contracts/payments.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of which transfers the collection-verification table shows. */
export type CollectionFilters = CollectionsQuery;

const collectionsPageSchema = pageSchema(collectionRowSchema);

/** GET /api/erp/payment/collections — one page of bank transfers, pending (oldest first) or verified (newest first). */
export async function listCollections(filters: CollectionFilters): Promise<{ rows: CollectionRow[]; total: number }> {
  return collectionsPageSchema.parse(await getData<unknown>('/erp/payment/collections', filters));
}

/** One page of bank transfers; the previous page stays shown while the next loads. */
export function useCollections(filters: CollectionFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.collections.list(filters),
      queryFn: () => listCollections(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
