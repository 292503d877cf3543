import type { FastifyInstance } from 'fastify';

/**
 * Once the app is closing, closes each keep-alive connection as soon as its last answer is sent. Node closes the idle
 * connections when the listener closes, but a connection busy with a request then stays open after its answer until
 * the client or the keep-alive timeout (72 s) ends it, and the shutdown would wait for it (issue 34, part 4). The
 * check is one comparison per request.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    // After this answer's own bookkeeping (the socket is idle by the next turn of the event loop).
    if (isClosing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}
