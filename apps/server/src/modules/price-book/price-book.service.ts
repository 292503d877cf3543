import { priceBookSchema } from '@boardforge/contracts/price-book.ts';
import { completeStoredPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import type { Db } from '../../db/client.ts';
import { type Language, translate } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.public.ts';
import {
  findLatestPriceBook,
  findLatestPriceBookVersion,
  insertPriceBookVersion,
  type PriceBookRow,
} from './price-book.repository.ts';
import { listPriceBookProblems } from './price-book-checks.ts';

/** The price book new quotes use, with its version and the ETag of its download. */
export type CurrentPriceBook = { version: number; book: PriceBook; etag: string };

/** How long the cached current book is trusted before a background check for a newer version (another process). */
const defaultRecheckAfterMs = 30_000;

/**
 * Creates the price-book service. The current book is cached in memory: quotes never wait on the database once it
 * is loaded; a publication here replaces the cache at once, and a background check every `recheckAfterMs` picks up
 * versions another server process published.
 */
export function createPriceBookService(dependencies: { db: Db; recheckAfterMs?: number }) {
  const { db } = dependencies;
  const recheckAfterMs = dependencies.recheckAfterMs ?? defaultRecheckAfterMs;
  let cached: CurrentPriceBook | undefined;
  let checkedAt = 0;
  let loading: Promise<CurrentPriceBook> | undefined;

  function remember(row: PriceBookRow): CurrentPriceBook {
    const current = toCurrentPriceBook(row);
    if (!cached || current.version >= cached.version) {
      cached = current;
      checkedAt = Date.now();
    }
    return cached;
  }

  async function loadLatest(): Promise<CurrentPriceBook> {
    const row = await findLatestPriceBook(db);
    if (!row) throw new AppError('503', 'priceBook.missing');
    return remember(row);
  }

  function recheckInBackground(): void {
    checkedAt = Date.now();
    const knownVersion = cached?.version ?? 0;
    findLatestPriceBookVersion(db)
      .then((version) => (version !== undefined && version > knownVersion ? loadLatest() : undefined))
      // A failed check keeps the cached book; the next one retries.
      .catch(() => undefined);
  }

  /** The current (highest) version; from memory after the first call. */
  async function getCurrentPriceBook(): Promise<CurrentPriceBook> {
    if (cached) {
      if (Date.now() - checkedAt > recheckAfterMs) recheckInBackground();
      return cached;
    }
    loading ??= loadLatest().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  /**
   * Publishes a book as version n + 1 after checking its shape and that the engines can use it; existing versions
   * are never changed. With `baseVersion`, refuses (409) when someone else published since that version.
   */
  async function publishPriceBookVersion(
    book: unknown,
    staffUserId: string,
    note: string | undefined,
    options: { baseVersion?: number | undefined; language?: Language } = {},
  ): Promise<{ version: number; createdAt: string }> {
    const language = options.language ?? 'en';
    const parsed = priceBookSchema.safeParse({ ...(book as object), version: 1 });
    if (!parsed.success) {
      const fieldErrors = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: `${issue.path.join('.')}: ${issue.message}`,
      }));
      throw new AppError('400', 'priceBook.invalid', { count: fieldErrors.length }, { fieldErrors });
    }
    const problems = listPriceBookProblems(parsed.data);
    if (problems.length > 0) {
      const fieldErrors = problems.map((problem) => ({
        field: problem.field,
        message: translate(language, problem.key, { field: problem.field, ...problem.params }),
      }));
      throw new AppError('400', 'priceBook.invalid', { count: fieldErrors.length }, { fieldErrors });
    }
    const row = await db.transaction(async (tx) => {
      const latest = (await findLatestPriceBookVersion(tx)) ?? 0;
      if (options.baseVersion !== undefined && options.baseVersion !== latest) {
        throw new AppError('409', 'priceBook.versionChanged', { baseVersion: options.baseVersion, current: latest });
      }
      const version = latest + 1;
      const inserted = await insertPriceBookVersion(tx, {
        version,
        book: { ...parsed.data, version },
        createdBy: staffUserId,
        note: note ?? '',
      });
      if (!inserted) throw new AppError('409', 'priceBook.versionChanged', { baseVersion: latest, current: version });
      await recordAudit(tx, {
        actorUserId: staffUserId,
        kind: 'priceBookPublish',
        object: { type: 'priceBook', id: String(version), number: `v${version}` },
        before: latest > 0 ? { version: latest } : null,
        after: { version, note: note ?? '' },
        at: inserted.createdAt,
      });
      return inserted;
    });
    remember(row);
    return { version: row.version, createdAt: row.createdAt.toISOString() };
  }

  return { getCurrentPriceBook, publishPriceBookVersion };
}

/** The price-book service as the other modules receive it. */
export type PriceBookService = ReturnType<typeof createPriceBookService>;

function toCurrentPriceBook(row: PriceBookRow): CurrentPriceBook {
  // The row's version is the truth; the copy inside the JSON only mirrors it.
  // A book stored before a later section of the shape is read with the default book's section (docs/pricing-fpc.md).
  const book = completeStoredPriceBook({ ...row.book, version: row.version });
  return { version: row.version, book, etag: `"pb-${row.version}"` };
}
