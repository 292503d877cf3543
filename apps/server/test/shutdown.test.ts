import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { shutDown } from '../src/shutdown.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The order of a shutdown (issue 34, part 4), in one process on a real port: the listener and the jobs stop at once,
// requests in flight are answered, and only then do the file workers and the database close. Waits are for states
// (a refused connection, an answer), never for time. test/start-script.test.ts does the same to the built server.

const spec = JSON.stringify({ layers: 2, boardLength: 100, boardWidth: 80, boardNumber: 10 });
let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.app.close();
  await testApp?.database.dispose();
  testApp = undefined;
});

/** Starts a quote whose body arrives in two parts: resolves once the server has the request (100 Continue). */
function startSlowQuote(port: number) {
  const half = Math.floor(spec.length / 2);
  const client = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/pcb/calcPcbPrice',
    // A client that keeps its connection open after the answer (Node's global agent closes it after 5 s), as browsers
    // and proxies do: the server must close it itself, or the shutdown waits out the 72 s keep-alive.
    agent: new Agent({ keepAlive: true }),
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(spec), expect: '100-continue' },
  });
  // Settles to the answer or the client's error (never rejects: a cut request is an expected outcome).
  const answer = new Promise<{ status: number; body: string } | { error: NodeJS.ErrnoException }>((resolve) => {
    client.on('response', (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    client.on('error', (error) => resolve({ error }));
  });
  const accepted = new Promise<void>((resolve) => client.once('continue', () => resolve()));
  return {
    answer,
    accepted: accepted.then(() => {
      client.write(spec.slice(0, half));
    }),
    finish: () => client.end(spec.slice(half)),
  };
}

/** Resolves when a new connection to the port is refused (the listener has closed). */
async function waitForRefusedConnection(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function startListening(): Promise<{ app: TestApp['app']; port: number; steps: string[] }> {
  const steps: string[] = [];
  testApp = await createTestApp({
    beforeReady: async (app) => {
      app.addHook('onClose', async () => void steps.push('app closed (file workers ended)'));
    },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app: testApp.app, port: address.port, steps };
}

describe('shutDown', () => {
  it('refuses new connections and stops the jobs at once, answers the request in flight, then closes the database', async () => {
    const { app, port, steps } = await startListening();
    let releaseJob: () => void = () => undefined;
    const job = {
      name: 'test job',
      // A job with a run in progress: its stop waits for the run, as pg-boss's graceful stop does.
      stop: () =>
        new Promise<void>((resolve) => {
          steps.push('job told to stop');
          releaseJob = () => {
            steps.push('job stopped');
            resolve();
          };
        }),
    };
    const quote = startSlowQuote(port);
    await quote.accepted;

    const done = shutDown({
      app,
      jobs: [job],
      database: { close: async () => void steps.push('database closed') },
      requestGraceMs: 60_000,
    });
    await waitForRefusedConnection(port);
    expect(steps).toEqual(['job told to stop']);

    quote.finish();
    const answer = await quote.answer;
    expect(answer).toMatchObject({ status: 200 });
    expect('body' in answer && JSON.parse(answer.body)).toMatchObject({ code: '200', data: { mode: 'sample' } });
    releaseJob();
    expect(await done).toEqual({ cutConnections: 0, jobFailures: [] });
    // The app and the job end in either order; the database waits for both.
    expect(steps[0]).toBe('job told to stop');
    expect(steps.slice(1, 3).sort()).toEqual(['app closed (file workers ended)', 'job stopped']);
    expect(steps[3]).toBe('database closed');
    await expect(
      app.fileWorkerPool.run({ kind: 'cpl', bytes: new Uint8Array(1), format: 'csv', fileName: 'a.csv' }),
    ).rejects.toMatchObject({ code: '503' });
  });

  it('cuts a request still running when the grace is over, and still closes everything', async () => {
    const { app, port, steps } = await startListening();
    const quote = startSlowQuote(port);
    await quote.accepted; // the rest of the body never comes
    const failingJob = { name: 'failing job', stop: () => Promise.reject(new Error('lost connection')) };
    const report = await shutDown({
      app,
      jobs: [failingJob],
      database: { close: async () => void steps.push('database closed') },
      requestGraceMs: 50,
    });
    expect(report.cutConnections).toBe(1);
    expect(report.jobFailures).toMatchObject([{ name: 'failing job', error: { message: 'lost connection' } }]);
    expect(await quote.answer).toMatchObject({ error: { code: 'ECONNRESET' } });
    expect(steps).toEqual(['app closed (file workers ended)', 'database closed']);
  });
});
