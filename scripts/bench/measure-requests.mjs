// One request asked again and again through app.inject, as the list benches measure it (scripts/bench-*.mjs).

/**
 * Asks `request` `warmUps` times unmeasured, then `measured` times, one at a time; refuses any answer but 200.
 * Answers the percentiles of the measured times (ms) and the last answer's `data`.
 */
export async function measureRequests(app, request, { warmUps, measured }) {
  const times = [];
  let data;
  for (let index = 0; index < warmUps + measured; index += 1) {
    const started = performance.now();
    const response = await app.inject(request);
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${request.url}: ${response.statusCode} ${response.body}`);
    if (index >= warmUps) times.push(elapsed);
    data = response.json().data;
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: times.at(-1), data };
}
