import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { type Supplier, supplierSchema } from '@boardforge/contracts/suppliers.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys.ts';
import { getData } from '../lib/request.ts';

const suppliersPageSchema = pageSchema(supplierSchema);

/** GET /api/erp/suppliers/list — the first suppliers whose name or contact holds `keyword`, for a form's picker. */
export async function searchSupplierOptions(keyword: string): Promise<Supplier[]> {
  const page = suppliersPageSchema.parse(
    await getData<unknown>('/erp/suppliers/list', { keyword: keyword || undefined, pageNum: 1, pageSize: 20 }),
  );
  return page.rows;
}

/** The supplier picker's options for what is typed. */
export function useSupplierOptions(keyword: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.inventory.supplierOptions(keyword),
      queryFn: () => searchSupplierOptions(keyword),
      placeholderData: keepPreviousData,
    }),
  );
}
