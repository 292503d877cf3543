import type { DatabaseKind, Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pingDatabase } from './health.repository.ts';

/** Creates the health check: ok with the database engine, or 503 when the database does not answer. */
export function createHealthService(dependencies: { db: Db; kind: DatabaseKind }) {
  /** Checks the database and reports the engine. */
  async function checkHealth(): Promise<{ status: 'ok'; db: DatabaseKind }> {
    try {
      await pingDatabase(dependencies.db);
    } catch (error) {
      throw new AppError('503', 'health.databaseDown', {}, { cause: error });
    }
    return { status: 'ok', db: dependencies.kind };
  }
  return { checkHealth };
}
