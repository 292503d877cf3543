import type { DatabaseKind, Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { pingDatabase } from './health.repository.ts';

/**
 * Creates the health checks: liveness with the database (/health), and readiness (/ready), which also asks the file
 * storage; each answers 503 naming what does not answer.
 */
export function createHealthService(dependencies: { db: Db; kind: DatabaseKind; storage: FileStorage }) {
  const { db, kind, storage } = dependencies;

  /** Checks the database and reports the engine. */
  async function checkHealth(): Promise<{ status: 'ok'; db: DatabaseKind }> {
    try {
      await pingDatabase(db);
    } catch (error) {
      throw new AppError('503', 'health.databaseDown', {}, { cause: error });
    }
    return { status: 'ok', db: kind };
  }

  /** Checks the database and the file storage side by side; a 503 names the one (or both) that did not answer. */
  async function checkReadiness(): Promise<{ status: 'ready'; db: DatabaseKind; storage: FileStorage['kind'] }> {
    const [database, files] = await Promise.allSettled([pingDatabase(db), storage.check()]);
    if (database.status === 'rejected' && files.status === 'rejected') {
      throw new AppError('503', 'health.databaseAndStorageDown', {}, { cause: database.reason });
    }
    if (database.status === 'rejected')
      throw new AppError('503', 'health.databaseDown', {}, { cause: database.reason });
    if (files.status === 'rejected') throw new AppError('503', 'health.storageDown', {}, { cause: files.reason });
    return { status: 'ready', db: kind, storage: storage.kind };
  }

  return { checkHealth, checkReadiness };
}
