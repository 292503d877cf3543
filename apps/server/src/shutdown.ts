import type { FastifyInstance } from 'fastify';

/** A background job that takes work until stopped (pg-boss's: `stop` lets a running job finish first). */
export type StoppableJob = { name: string; stop(): Promise<void> };

/** How a shutdown went: connections still open when the request grace ran out (cut), and jobs that failed to stop. */
export type ShutdownReport = { cutConnections: number; jobFailures: { name: string; error: unknown }[] };

/**
 * Stops the site in order (SIGTERM/SIGINT, issue 34 part 4). At once: the port stops accepting connections (a new
 * one is refused; idle keep-alive connections and live-update feeds close) and every job stops taking work. Then it
 * waits for the requests in flight to be answered, at most `requestGraceMs` (what is still open then is cut), and
 * for running jobs to finish; the app's onClose hooks end the file workers; the database closes last.
 */
export async function shutDown(parts: {
  app: FastifyInstance;
  jobs: readonly StoppableJob[];
  database: { close(): Promise<void> };
  requestGraceMs: number;
}): Promise<ShutdownReport> {
  const { app, jobs, database, requestGraceMs } = parts;
  const jobFailures: ShutdownReport['jobFailures'] = [];
  const jobsStopped = Promise.all(
    jobs.map((job) => job.stop().catch((error: unknown) => void jobFailures.push({ name: job.name, error }))),
  );
  const cutConnections = await closeApp(app, requestGraceMs);
  await jobsStopped;
  await database.close();
  return { cutConnections, jobFailures };
}

/** Closes the app (listener first, then onClose hooks), cutting the connections still open after the grace. */
async function closeApp(app: FastifyInstance, requestGraceMs: number): Promise<number> {
  const closed = app.close();
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'graceOver'>((resolve) => {
    timer = setTimeout(() => resolve('graceOver'), requestGraceMs);
  });
  const first = await Promise.race([closed.then(() => 'closed' as const), graceOver]);
  clearTimeout(timer);
  if (first === 'closed') return 0;
  const open = await countConnections(app);
  app.server.closeAllConnections();
  await closed;
  return open;
}

function countConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
}
