import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase, selectDatabaseTarget } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { hashPassword, scryptCostOf } from './lib/password.ts';
import { type CleanUpsJob, startCleanUpsJob } from './modules/clean-ups/clean-ups.job.ts';
import { type DesignRemindersJob, startDesignRemindersJob } from './modules/design-jobs/design-reminders.job.ts';
import { moveLegacyAvatarsIntoStorage } from './modules/profile/legacy-avatars.ts';
import { createConfiguredFileStorage } from './modules/storage/configured-file-storage.ts';
import { createTrafficService } from './modules/visit-logs/traffic.service.ts';
import { startTrafficRollUpJob, type TrafficRollUpJob } from './modules/visit-logs/traffic-roll-up.job.ts';
import { startWebhooksJob, type WebhooksJob } from './modules/webhooks/webhooks.job.ts';
import { type StoppableJob, shutDown } from './shutdown.ts';
import {
  DatabaseStartupError,
  describeDatabaseStartupError,
  describeStorageStartupError,
  StorageStartupError,
} from './startup-failure.ts';

/** How long requests in flight may take to finish once a shutdown starts; the connections still open then are cut. */
const requestGraceMs = 10_000;
/** How long a whole shutdown may take (jobs wait up to 10 s for a running run) before the process just exits. */
const shutdownDeadlineMs = 30_000;

/** Starts the site: config from env, database migrated and seeded, then listen; stops gracefully on SIGTERM/SIGINT. */
async function startServer(): Promise<void> {
  const config = loadConfig();
  // The AWS SDK warns on Node 20 that its releases after January 2027 need Node 22. The SDK is pinned and the
  // dependency-engines test refuses a locked version that does not run on our Node, so the warning tells an
  // operator nothing to do; it would also break the one-line start-up failures. AWS_SDK_…=false shows it again.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // The store is checked first: a bucket or folder that cannot be used stops start-up before any migration runs.
  const storage = createConfiguredFileStorage(config.storage);
  try {
    await storage.check();
  } catch (error) {
    throw new StorageStartupError(config.storage, error);
  }
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
  const app = await buildApp(config, { database, storage, warmFileWorkers: true });
  await moveLegacyAvatarsIntoStorage({ dataDir: config.dataDir, storage, log: app.log });

  // The nightly roll-up of old visit logs (pg-boss), started once the site listens; stopped on shutdown.
  let rollUpJob: TrafficRollUpJob | undefined;
  let webhooksJob: WebhooksJob | undefined;
  let remindersJob: DesignRemindersJob | undefined;
  let cleanUpsJob: CleanUpsJob | undefined;
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'shutting down: no new connections or jobs; finishing requests and jobs in flight');
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
      if (cleanUpsJob) jobs.push({ name: 'clean-ups', stop: cleanUpsJob.stop });
      const report = await shutDown({ app, jobs, database, requestGraceMs });
      await storage.close();
      if (report.cutConnections > 0) {
        app.log.error(
          { connections: report.cutConnections, graceMs: requestGraceMs },
          'requests still running after the grace period were cut',
        );
      }
      for (const failure of report.jobFailures) app.log.warn({ err: failure.error }, `${failure.name} job stop failed`);
      app.log.info(
        { jobs: jobs.map((job) => job.name) },
        'shut down: requests answered, jobs stopped, file workers, database and storage closed',
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
  // The clean-ups (stale sessions, expired visitor files, released stored content, ended rate-limit windows): one
  // pg-boss job for the cluster, hourly, and a run at start-up shared by instances starting together.
  try {
    cleanUpsJob = await startCleanUpsJob({ database, cleanUps: app.cleanUps, log: app.log });
    await cleanUpsJob.runNow();
  } catch (error) {
    app.log.error({ err: error }, 'clean-ups job could not start; stale rows wait for the next start');
  }
  const started = {
    'traffic roll-up': rollUpJob,
    webhooks: webhooksJob,
    'design reminders': remindersJob,
    'clean-ups': cleanUpsJob,
  };
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
  } else if (error instanceof StorageStartupError) {
    console.error(describeStorageStartupError(error));
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
