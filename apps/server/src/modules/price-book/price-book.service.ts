import {
  type PreviewPriceBookAnswer,
  type PriceBookDiffAnswer,
  type PriceBookHistoryAnswer,
  priceBookLimits,
  priceBookSchema,
  type ReferenceQuoteComparison,
} from '@boardforge/contracts/price-book.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import { completeStoredPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { diffPriceBooks } from '@boardforge/domain/pricing/price-book-diff.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import {
  priceReferenceQuote,
  type ReferenceQuote,
  type ReferenceQuotePrice,
  referenceQuotes,
} from '@boardforge/domain/pricing/reference-quotes.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Db } from '../../db/client.ts';
import { type Language, translate } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.public.ts';
import { listOpenUnpaidOrders } from '../orders/orders.public.ts';
import {
  findLatestPriceBook,
  findLatestPriceBookVersion,
  findPriceBookByVersion,
  insertPriceBookVersion,
  listPriceBookVersions,
  notifyPriceBookPublished,
  type PriceBookRow,
  priceBookChannel,
} from './price-book.repository.ts';
import { listPriceBookProblems } from './price-book-checks.ts';

/** The price book new quotes use, with its version and the ETag of its download. */
export type CurrentPriceBook = { version: number; book: PriceBook; etag: string };

/** How long the cached current book is trusted before a background check for a newer version (another process). */
const defaultRecheckAfterMs = 30_000;
/** Wait before listening again after the LISTEN connection failed. */
const defaultRelistenDelayMs = 1000;

/**
 * Creates the price-book service. The current book is cached in memory: quotes never wait on the database once it
 * is loaded. A publication here replaces the cache at once and announces its version (NOTIFY `price_book_published`,
 * delivered on commit); every instance LISTENs (`startListening`, on the app's ready) and loads the new version when
 * told, within milliseconds. A background check every `recheckAfterMs` remains the fallback for a notification lost
 * while the LISTEN connection was down (it also catches up when listening starts again).
 */
export function createPriceBookService(dependencies: {
  db: Db;
  now: () => Date;
  recheckAfterMs?: number;
  /** The database handle's LISTEN; without it only the background check sees other instances' publications. */
  listen?: DatabaseHandle['listen'];
  log?: FastifyBaseLogger;
  relistenDelayMs?: number;
}) {
  const { db, now: readClock, log } = dependencies;
  const recheckAfterMs = dependencies.recheckAfterMs ?? defaultRecheckAfterMs;
  const relistenDelayMs = dependencies.relistenDelayMs ?? defaultRelistenDelayMs;
  let cached: CurrentPriceBook | undefined;
  let checkedAt = 0;
  let loading: Promise<CurrentPriceBook> | undefined;
  let isListening = false;
  let listener: { close(): Promise<void> } | undefined;
  let relistenTimer: NodeJS.Timeout | undefined;
  const refreshes = new Set<Promise<unknown>>();

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

  /** Loads the latest version when it is newer than `version` (undefined: whenever one is cached). */
  function refreshInBackground(version: number | undefined): void {
    if (!cached || (version !== undefined && version <= cached.version)) return;
    const refresh = loadLatest()
      // A failed load keeps the cached book; the background check retries.
      .catch((error: unknown) => log?.warn({ err: error }, 'price book: loading a published version failed'))
      .finally(() => refreshes.delete(refresh));
    refreshes.add(refresh);
  }

  /** LISTENs for publications of every instance (the app's onReady); a lost connection is listened again. */
  async function startListening(): Promise<void> {
    if (!dependencies.listen || isListening) return;
    isListening = true;
    await listenForPublications(dependencies.listen);
  }

  async function listenForPublications(listen: DatabaseHandle['listen']): Promise<void> {
    try {
      const opened = await listen(priceBookChannel, {
        onNotification: (payload) => refreshInBackground(Number.parseInt(payload, 10) || undefined),
        onError: (error) => {
          log?.warn({ err: error }, 'price book: LISTEN connection lost; listening again');
          listener = undefined;
          listenAgainLater(listen);
        },
      });
      if (!isListening) {
        await opened.close();
        return;
      }
      listener = opened;
      refreshInBackground(undefined); // whatever was published while not listening
    } catch (error) {
      log?.warn({ err: error }, 'price book: LISTEN failed; retrying');
      listenAgainLater(listen);
    }
  }

  function listenAgainLater(listen: DatabaseHandle['listen']): void {
    if (!isListening || relistenTimer) return;
    relistenTimer = setTimeout(() => {
      relistenTimer = undefined;
      void listenForPublications(listen);
    }, relistenDelayMs);
    relistenTimer.unref();
  }

  /** Stops listening and waits for a load in flight (the app's onClose, before the database closes). */
  async function stopListening(): Promise<void> {
    isListening = false;
    if (relistenTimer) clearTimeout(relistenTimer);
    relistenTimer = undefined;
    const closing = listener;
    listener = undefined;
    await closing?.close();
    await Promise.all(refreshes);
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

  /** Checks a draft book with the schema the engine reads and the engine's own checks; a 400 names each field. */
  function parseBook(book: unknown, language: Language): PriceBook {
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
    return parsed.data;
  }

  /** Stores a checked book as version n + 1 and its audit row in one transaction; refreshes the cache. */
  async function storeNextVersion(
    book: PriceBook,
    staffUserId: string,
    note: string,
    options: { baseVersion?: number | undefined; restoredFrom?: number },
  ): Promise<{ version: number; createdAt: string }> {
    const row = await db.transaction(async (tx) => {
      const latest = (await findLatestPriceBookVersion(tx)) ?? 0;
      if (options.baseVersion !== undefined && options.baseVersion !== latest) {
        throw new AppError('409', 'priceBook.versionChanged', { baseVersion: options.baseVersion, current: latest });
      }
      const version = latest + 1;
      const inserted = await insertPriceBookVersion(tx, {
        version,
        book: { ...book, version },
        createdBy: staffUserId,
        note,
      });
      if (!inserted) throw new AppError('409', 'priceBook.versionChanged', { baseVersion: latest, current: version });
      await recordAudit(tx, {
        actorUserId: staffUserId,
        kind: 'priceBookPublish',
        object: { type: 'priceBook', id: String(version), number: `v${version}` },
        before: latest > 0 ? { version: latest } : null,
        after:
          options.restoredFrom === undefined
            ? { version, note }
            : { version, note, restoredFrom: options.restoredFrom },
        at: inserted.createdAt,
      });
      await notifyPriceBookPublished(tx, version);
      return inserted;
    });
    remember(row);
    return { version: row.version, createdAt: row.createdAt.toISOString() };
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
    const parsed = parseBook(book, options.language ?? 'en');
    return storeNextVersion(parsed, staffUserId, note ?? '', { baseVersion: options.baseVersion });
  }

  /** Publishes stored version `version` again as version n + 1 (audited as a publication naming its origin). */
  async function restorePriceBookVersion(
    version: number,
    staffUserId: string,
    note: string,
    options: { baseVersion?: number | undefined; language?: Language } = {},
  ): Promise<{ version: number; createdAt: string }> {
    const stored = await loadVersion(version);
    const parsed = parseBook(stored, options.language ?? 'en');
    return storeNextVersion(parsed, staffUserId, note, { baseVersion: options.baseVersion, restoredFrom: version });
  }

  /** A stored version's book as quotes read it (older rows completed with later sections); 404 when absent. */
  async function loadVersion(version: number): Promise<PriceBook> {
    const row = await findPriceBookByVersion(db, version);
    if (!row) throw new AppError('404', 'priceBook.versionMissing', { version });
    return toCurrentPriceBook(row).book;
  }

  /**
   * What publishing a draft would change: the reference quotes priced with the current book and with the draft
   * (totals and each cost line, yuan), and the open unpaid orders, which keep the version they were priced with.
   */
  async function previewPriceBook(book: unknown, language: Language = 'en'): Promise<PreviewPriceBookAnswer> {
    const draft = parseBook(book, language);
    const latest = await findLatestPriceBook(db);
    if (!latest) throw new AppError('503', 'priceBook.missing');
    const current = toCurrentPriceBook(latest);
    const now = readClock();
    const comparisons = referenceQuotes.map((reference) =>
      compareReferenceQuote(
        reference,
        priceReferenceQuote(reference, current.book, now),
        priceReferenceQuote(reference, draft, now),
      ),
    );
    const open = await listOpenUnpaidOrders(db, priceBookLimits.openOrdersShown);
    return {
      currentVersion: current.version,
      referenceQuotes: comparisons,
      openOrders: {
        total: open.total,
        rows: open.rows.map((row) => ({
          orderNo: row.orderNo,
          orderType: row.orderType,
          status: row.status,
          total: toYuan(row.totalFen),
          priceBookVersion: row.priceBookVersion,
          createdAt: row.createdAt.toISOString(),
        })),
      },
    };
  }

  /** One page of the stored versions, newest first: who published each, when and why. */
  async function listPriceBookHistory(paging: { pageNum: number; pageSize: number }): Promise<PriceBookHistoryAnswer> {
    const page = await listPriceBookVersions(db, paging);
    return {
      ...paging,
      total: page.total,
      rows: page.rows.map((row) => ({
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        createdBy: row.nickname === null ? null : { nickname: row.nickname, phone: row.contact ?? '' },
        note: row.note,
      })),
    };
  }

  /** The path-level changes from version `from` to version `to` (either order; a version with itself has none). */
  async function diffPriceBookVersions(from: number, to: number): Promise<PriceBookDiffAnswer> {
    const [before, after] = await Promise.all([loadVersion(from), loadVersion(to)]);
    // The version numbers inside differ by definition; the history shows them already.
    const changes = diffPriceBooks({ ...before, version: 0 }, { ...after, version: 0 });
    return { from, to, changes };
  }

  return {
    getCurrentPriceBook,
    startListening,
    stopListening,
    publishPriceBookVersion,
    restorePriceBookVersion,
    previewPriceBook,
    listPriceBookHistory,
    diffPriceBookVersions,
  };
}

/** The price-book service as the other modules receive it. */
export type PriceBookService = ReturnType<typeof createPriceBookService>;

function compareReferenceQuote(
  reference: ReferenceQuote,
  current: ReferenceQuotePrice,
  draft: ReferenceQuotePrice,
): ReferenceQuoteComparison {
  const currentLines = current.ok ? current.linesFen : {};
  const draftLines = draft.ok ? draft.linesFen : {};
  const names = [...new Set([...Object.keys(currentLines), ...Object.keys(draftLines)])];
  const lines = names
    .map((line) => {
      const before = currentLines[line];
      const after = draftLines[line];
      return {
        line,
        current: before === undefined ? null : toYuan(before),
        draft: after === undefined ? null : toYuan(after),
        difference: toYuan((after ?? 0) - (before ?? 0)),
      };
    })
    .filter((line) => line.current !== null || line.draft !== null);
  const currentTotal = current.ok ? current.totalFen : null;
  const draftTotal = draft.ok ? draft.totalFen : null;
  return {
    id: reference.id,
    kind: reference.kind,
    name: reference.name,
    currentTotal: currentTotal === null ? null : toYuan(currentTotal),
    draftTotal: draftTotal === null ? null : toYuan(draftTotal),
    difference: currentTotal === null || draftTotal === null ? null : toYuan(draftTotal - currentTotal),
    draftErrorFields: draft.ok ? [] : draft.errorFields,
    lines,
  };
}

function toCurrentPriceBook(row: PriceBookRow): CurrentPriceBook {
  // The row's version is the truth; the copy inside the JSON only mirrors it.
  // A book stored before a later section of the shape is read with the default book's section (docs/pricing-fpc.md).
  const book = completeStoredPriceBook({ ...row.book, version: row.version });
  return { version: row.version, book, etag: `"pb-${row.version}"` };
}
