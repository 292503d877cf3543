import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase, selectDatabaseTarget } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { hashPassword, scryptCostOf } from './lib/password.ts';
import { type DesignRemindersJob, startDesignRemindersJob } from './modules/design-jobs/design-reminders.job.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createLocalFileStorage } from './modules/storage/local-file-storage.ts';
import { createTrafficService } from './modules/visit-logs/traffic.service.ts';
import { startTrafficRollUpJob, type TrafficRollUpJob } from './modules/visit-logs/traffic-roll-up.job.ts';
import { startWebhooksJob, type WebhooksJob } from './modules/webhooks/webhooks.job.ts';
import { type StoppableJob, shutDown } from './shutdown.ts';
import { DatabaseStartupError, describeDatabaseStartupError } from './startup-failure.ts';

/** How long requests in flight may take to finish once a shutdown starts; the connections still open then are cut. */
const requestGraceMs = 10_000;
/** How long a whole shutdown may take (jobs wait up to 10 s for a running run) before the process just exits. */
const shutdownDeadlineMs = 30_000;
const sessionPurgeIntervalMs = 60 * 60 * 1000;

/** Starts the site: config from env, database migrated and seeded, then listen; stops gracefully on SIGTERM/SIGINT. */
async function startServer(): Promise<void> {
  const config = loadConfig();
  const target = selectDatabaseTarget(config);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(target);
    await prepareDatabase(database, {
      migrationsDir: config.migrationsDir,
      includeDemoAccounts: !config.isProduction,
      hashDemoPassword: (password) => hashPassword(password, scryptCostOf(config.passwordHashCost)),
    });
  } catch (error) {
    throw new DatabaseStartupError(target, error);
  }
  const app = await buildApp(config, { database, warmFileWorkers: true });

  const sessions = createSessionsService({ db: database.db, now: () => new Date() });
  const purgeSessions = () =>
    sessions.purgeStaleSessions().catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
  const files = createFilesService({
    db: database.db,
    storage: createLocalFileStorage(config.filesDir),
    now: () => new Date(),
    fileWorkers: app.fileWorkerPool, // the purge reads no file; the app closes the pool
  });
  const purgeFiles = () =>
    files.purgeExpiredFiles().catch((error: unknown) => app.log.warn({ err: error }, 'expired file purge failed'));
  void purgeSessions();
  void purgeFiles();
  const purgeTimer = setInterval(() => {
    void purgeSessions();
    void purgeFiles();
  }, sessionPurgeIntervalMs);
  purgeTimer.unref();

  // The nightly roll-up of old visit logs (pg-boss), started once the site listens; stopped on shutdown.
  let rollUpJob: TrafficRollUpJob | undefined;
  let webhooksJob: WebhooksJob | undefined;
  let remindersJob: DesignRemindersJob | undefined;
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'shutting down: no new connections or jobs; finishing requests and jobs in flight');
    clearInterval(purgeTimer);
    // The last resort: something that does not close (a hung query) must not keep the process from ending.
    const forceExit = setTimeout(() => {
      app.log.error('shutdown did not finish within its deadline; exiting');
      process.exit(1);
    }, shutdownDeadlineMs);
    forceExit.unref();
    try {
      const jobs: StoppableJob[] = [];
      if (webhooksJob) jobs.push({ name: 'webhooks', stop: webhooksJob.stop });
      if (remindersJob) jobs.push({ name: 'design reminders', stop: remindersJob.stop });
      if (rollUpJob) jobs.push({ name: 'traffic roll-up', stop: rollUpJob.stop });
      const report = await shutDown({ app, jobs, database, requestGraceMs });
      if (report.cutConnections > 0) {
        app.log.error(
          { connections: report.cutConnections, graceMs: requestGraceMs },
          'requests still running after the grace period were cut',
        );
      }
      for (const failure of report.jobFailures) app.log.warn({ err: failure.error }, `${failure.name} job stop failed`);
      app.log.info(
        { jobs: jobs.map((job) => job.name) },
        'shut down: requests answered, jobs stopped, file workers and database closed',
      );
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: database.kind, production: config.isProduction, webDist: config.webDist },
    `BoardForge listening on ${config.host}:${config.port}`,
  );
  // A failure to start the roll-up is logged and the site runs without it (the raw rows wait for the next start).
  // No job starts once a shutdown has begun (a signal right after listen).
  if (isStopping) return;
  try {
    rollUpJob = await startTrafficRollUpJob({
      database,
      traffic: createTrafficService({ db: database.db, now: () => new Date() }),
      log: app.log,
    });
    await rollUpJob.runNow(); // days that grew old while the site was down are rolled up now, not next night
  } catch (error) {
    app.log.error({ err: error }, 'traffic roll-up job could not start; old visit logs are kept until the next start');
  }
  // Webhook delivery (pg-boss): a run on every committed order event, and every minute for retries.
  if (isStopping) return;
  try {
    const job = await startWebhooksJob({ database, webhooks: app.webhooks, log: app.log });
    webhooksJob = job;
    const queueRun = () =>
      void job.runNow().catch((error: unknown) => app.log.warn({ err: error }, 'webhooks: a run could not be queued'));
    app.orderEventsLive.orderEventsHub.subscribe({ ownerId: undefined, deliver: queueRun });
    app.webhooks.onDue(queueRun);
    queueRun();
  } catch (error) {
    app.log.error({ err: error }, 'webhooks job could not start; deliveries wait in the database until the next start');
  }
  // Reminders of design rounds waiting for the customer over 24 hours (pg-boss, every ten minutes).
  if (isStopping) return;
  try {
    remindersJob = await startDesignRemindersJob({ database, reminders: app.designReminders, log: app.log });
  } catch (error) {
    app.log.error({ err: error }, 'design reminders job could not start; rounds are reminded after the next start');
  }
  const started = { 'traffic roll-up': rollUpJob, webhooks: webhooksJob, 'design reminders': remindersJob };
  app.log.info(
    { jobs: Object.entries(started).flatMap(([name, job]) => (job ? [name] : [])) },
    'background jobs started (pg-boss)',
  );
}

startServer().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (error instanceof DatabaseStartupError) {
    console.error(describeDatabaseStartupError(error));
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
