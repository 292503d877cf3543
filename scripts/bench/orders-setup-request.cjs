// autocannon `setupRequest` of `npm run bench:orders` (loaded by path in autocannon's worker thread): each request is
// the next numbered saveOrder of the plan in BENCH_ORDERS_PLAN, with its own idempotency key. The body of number n is
// a pure function of the plan and n (`buildOrderBody`), so the main thread can rebuild and retry any of them.
const { readFileSync, openSync, writeSync } = require('node:fs');

/** The saveOrder body of request number n: a customer in turn, a spec in turn, a Gerber link and a remark on some. */
function buildOrderBody(plan, n) {
  const customer = plan.customers[n % plan.customers.length];
  const spec = plan.specs[(n * 7) % plan.specs.length];
  const body = {
    orderType: 'pcb',
    spec,
    invoiceType: spec.invoiceType ?? 'none',
    invoicingMethod: n % 3 === 0 ? 'paper' : 'electronic',
    contractTitle: `Bench Electronics ${n % 50} Ltd`,
    placingOrder: '王小明',
    placingOrderPhone: '13800138000',
    technicians: '李工',
    techniciansPhone: '13900139000',
    addressId: customer.addressId,
    shippingMethod: ['express', 'economy', 'pickup'][n % 3],
    idempotencyKey: `${plan.prefix}-${n}`,
  };
  if (n % 5 === 0) body.gerberFileId = customer.gerberFileId;
  if (n % 4 === 0) body.remark = `请加急 ${n}`;
  return { cookie: customer.cookie, body };
}

let plan;
let log;
let next = 0;

/** Fills in request number `next` and notes that it was built (the log is read back by the main thread). */
function setupRequest(request, context) {
  if (!plan) {
    plan = JSON.parse(readFileSync(process.env.BENCH_ORDERS_PLAN, 'utf8'));
    log = openSync(plan.logPath, 'a');
  }
  const n = next;
  next += 1;
  const { cookie, body } = buildOrderBody(plan, n);
  context.n = n;
  writeSync(log, `s ${n}\n`);
  return {
    ...request,
    method: 'POST',
    path: '/api/orderInfo/saveOrder',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  };
}

module.exports = setupRequest;
module.exports.buildOrderBody = buildOrderBody;
