import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { type Supplier, type supplierListQuerySchema, supplierSchema } from '@boardforge/contracts/suppliers.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of suppliers to list, by a name or contact keyword. */
export type SupplierFilters = z.input<typeof supplierListQuerySchema>;

const suppliersPageSchema = pageSchema(supplierSchema);

/** GET /api/erp/suppliers/list — suppliers whose name or contact holds the keyword, with their numbers of offers. */
export async function listSuppliers(filters: SupplierFilters): Promise<{ rows: Supplier[]; total: number }> {
  return suppliersPageSchema.parse(await getData<unknown>('/erp/suppliers/list', filters));
}

/** Query options of one page of suppliers; the previous page stays shown while the next loads. */
export function suppliersQueryOptions(filters: SupplierFilters) {
  return queryOptions({
    queryKey: queryKeys.inventory.suppliers(filters),
    queryFn: () => listSuppliers(filters),
    placeholderData: keepPreviousData,
  });
}

/** One page of suppliers (the Suppliers tab, and the supplier picker of an offer). */
export function useSuppliers(filters: SupplierFilters) {
  return useQuery(suppliersQueryOptions(filters));
}
