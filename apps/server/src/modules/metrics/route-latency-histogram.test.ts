import fc from 'fast-check';
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteLatencyHistogram } from './route-latency-histogram.ts';

const buckets = [0.0005, 0.001, 0.01, 0.1, 1];

describe('RouteLatencyHistogram', () => {
  it("writes the same Prometheus text as prom-client's own histogram for the same observations", () => {
    const observation = fc.record({
      route: fc.constantFrom('/api/pcb/calcPcbPrice', '/api/content/:id', '(unmatched)'),
      method: fc.constantFrom('GET', 'POST'),
      status: fc.constantFrom(200, 400, 404),
      // Values on the bounds too: Prometheus buckets are "less than or equal".
      seconds: fc.oneof(fc.constantFrom(0, ...buckets), fc.double({ min: 0, max: 5, noNaN: true })),
    });
    return fc.assert(
      fc.asyncProperty(fc.array(observation, { maxLength: 60 }), async (observations) => {
        const ours = new Registry();
        const theirs = new Registry();
        const histogram = new RouteLatencyHistogram({ name: 'latency_seconds', help: 'h', buckets, registry: ours });
        const reference = new Histogram({
          name: 'latency_seconds',
          help: 'h',
          labelNames: ['method', 'route', 'status_code'],
          buckets,
          registers: [theirs],
        });
        const recorders = new Map<string, ReturnType<RouteLatencyHistogram['createRecorder']>>();
        for (const { route, method, status, seconds } of observations) {
          const record = recorders.get(route) ?? histogram.createRecorder(route);
          recorders.set(route, record);
          record(method, status, seconds);
          reference.observe({ method, route, status_code: String(status) }, seconds);
        }
        expect(await ours.metrics()).toBe(await theirs.metrics());
      }),
      { numRuns: 200 },
    );
  });
});
