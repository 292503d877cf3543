// autocannon `onResponse` of `npm run bench:orders` (loaded by path in autocannon's worker thread): notes the status
// of each answered request number, so the main thread knows which keys were answered and which were cut off at stop.
const { readFileSync, openSync, writeSync } = require('node:fs');

let log;

/** Appends "a <n> <status> <orderId>" to the plan's log. */
function onResponse(status, body, context) {
  if (log === undefined) log = openSync(JSON.parse(readFileSync(process.env.BENCH_ORDERS_PLAN, 'utf8')).logPath, 'a');
  let orderId = '-';
  if (status === 200) {
    try {
      orderId = JSON.parse(body).data.orderId;
    } catch {
      orderId = '?';
    }
  }
  writeSync(log, `a ${context.n} ${status} ${orderId}\n`);
}

module.exports = onResponse;
