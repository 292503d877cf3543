import { type DictionaryOption, listDictionaryOptions } from '@boardforge/domain/pricing/dictionary.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PriceBookService } from '../price-book/price-book.service.ts';

/** Creates the dictionary service: the form option sets of the current price book, by parent id. */
export function createDictionaryService(dependencies: { priceBook: PriceBookService }) {
  // Built once per price-book version: the sets only change when a new version is published.
  let built: { version: number; byPid: Map<number, DictionaryOption[]> } | undefined;

  /** The options of one parent id (101 material … 402 invoicingMethod); 404 for an unknown id. */
  async function listOptionsByPid(pid: number): Promise<DictionaryOption[]> {
    const current = await dependencies.priceBook.getCurrentPriceBook();
    if (built?.version !== current.version) {
      const byPid = new Map<number, DictionaryOption[]>();
      for (const option of listDictionaryOptions(current.book)) {
        const options = byPid.get(option.pid) ?? [];
        options.push(option);
        byPid.set(option.pid, options);
      }
      built = { version: current.version, byPid };
    }
    const options = built.byPid.get(pid);
    if (!options) throw new AppError('404', 'dictionary.unknownPid', { pid });
    return options;
  }

  return { listOptionsByPid };
}

/** The dictionary service as the routes receive it. */
export type DictionaryService = ReturnType<typeof createDictionaryService>;
