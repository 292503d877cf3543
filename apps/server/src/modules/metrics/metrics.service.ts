import PgBoss from 'pg-boss';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';
import type { FileWorkerPool, SettledFileTask } from '../../workers/file-worker-pool.ts';
import { RouteLatencyHistogram } from './route-latency-histogram.ts';

/** pg-boss's schema (every job of the app keeps its queues there). */
const pgBossSchema = 'pgboss';
/** The route label of a request no route matched (a 404, or a file of the web app): one value, whatever the URL. */
const unmatchedRoute = '(unmatched)';

/** Request latency buckets, in seconds: a quote takes a fraction of a millisecond, an upload seconds. */
const requestBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Parse time buckets, in seconds: from a small BOM to a Gerber set near the 30 s limit. */
const parseBuckets = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60];

/**
 * The Prometheus metrics of one app (prom-client, a registry of its own): request rate and latency by route pattern,
 * the database pool, the pg-boss queue depths, the file workers' parse times, and Node's process metrics. The pool
 * and the queues are read when the metrics are scraped; requests and parses are counted as they end.
 */
export function createMetricsService(dependencies: { database: DatabaseHandle; fileWorkers: () => FileWorkerPool }) {
  const { database } = dependencies;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new RouteLatencyHistogram({
    name: 'boardforge_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern (the request rate is its _count)',
    buckets: requestBuckets,
    registry,
  });

  const parseDuration = new Histogram({
    name: 'boardforge_file_parse_duration_seconds',
    help: 'Time a file worker spent reading one upload (gerber, bom, cpl, formulaCheck), by outcome',
    labelNames: ['kind', 'outcome'],
    buckets: parseBuckets,
    registers: [registry],
  });
  new Gauge({
    name: 'boardforge_file_workers',
    help: 'File workers reading an upload (busy) and uploads waiting for one (queued)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const state = dependencies.fileWorkers().inspect();
      this.set({ state: 'busy' }, state.busy);
      this.set({ state: 'queued' }, state.queued);
    },
  });

  // The pool on PostgreSQL; on PGlite, whose one connection runs in-process, the memory it holds.
  if (database.kind === 'postgres') {
    new Gauge({
      name: 'boardforge_db_pool_connections',
      help: 'PostgreSQL pool: open (total) and idle connections, queries waiting for one, and the pool size (max)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = database.readPoolStats();
        if (stats.kind !== 'postgres') return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'max' }, stats.max);
      },
    });
  } else {
    new Gauge({
      name: 'boardforge_pglite_wasm_memory_bytes',
      help: 'Embedded database (PGlite): its one connection runs in-process; this is its WebAssembly memory',
      registers: [registry],
      collect() {
        const stats = database.readPoolStats();
        if (stats.kind === 'pglite') this.set(stats.wasmMemoryBytes);
      },
    });
  }

  // An unstarted pg-boss over the app's database, only to read the queues (the jobs run their own, in main.ts).
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: pgBossSchema,
  });
  new Gauge({
    name: 'boardforge_job_queue_jobs',
    help: 'pg-boss jobs per queue: waiting to run (queued: created or retry) and running (active)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // Before any job has started pg-boss's schema does not exist: no queues (and no failing query, which would
      // cost the pool its connection).
      try {
        if (!(await boss.isInstalled())) return;
        for (const { name } of await boss.getQueues()) {
          const queued = await boss.getQueueSize(name, { before: 'active' });
          const started = await boss.getQueueSize(name, { before: 'completed' });
          this.set({ queue: name, state: 'queued' }, queued);
          this.set({ queue: name, state: 'active' }, started - queued);
        }
      } catch {
        this.reset(); // the database did not answer: no depths this scrape (the rest of the metrics still answer)
      }
    },
  });

  /**
   * The recorder of one route pattern (undefined: the requests no route matched): it counts an answered request with
   * its method, status and time. Never the URL itself, so the label values stay few.
   */
  function createRouteRecorder(route: string | undefined) {
    return requestDuration.createRecorder(route ?? unmatchedRoute);
  }

  /** Records one upload a file worker finished reading. */
  function observeFileTask(settled: SettledFileTask): void {
    parseDuration.observe({ kind: settled.kind, outcome: settled.outcome }, settled.seconds);
  }

  /** The metrics in Prometheus's text format, with its content type. */
  async function render(): Promise<{ contentType: string; body: string }> {
    return { contentType: registry.contentType, body: await registry.metrics() };
  }

  return { createRouteRecorder, observeFileTask, render };
}

/** The metrics service as the routes and hooks receive it. */
export type MetricsService = ReturnType<typeof createMetricsService>;
