// The journeys the cluster scripts take through the API as a customer and a staff member (development mode: SMS
// codes from the outbox, the demo staff accounts).
import { createClient } from './client.mjs';
import { waitFor } from './launch.mjs';

export const password = 'Board2026';
const staffPassword = 'Demo1234';

export function expectOk(answer, what) {
  if (answer.status !== 200 || answer.body?.code !== '200') {
    throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.body.data;
}

let phoneCounter = 0;
function newPhone() {
  phoneCounter += 1;
  return `158${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneCounter).padStart(3, '0')}`;
}

/** Registers a customer through `origin` with the SMS code from the development outbox; answers a logged-in client. */
export async function registerCustomer(origin, publicOrigin) {
  const phone = newPhone();
  const client = createClient(origin, { publicOrigin });
  expectOk(await client.get(`/api/user/getCode?phone=${phone}&type=register`), 'getCode');
  let code;
  await waitFor(async () => {
    const outbox = await client.get(`/api/dev/outbox?to=${phone}`);
    code = outbox.body?.data?.find((message) => message.subject === 'register')?.text.match(/\d{6}/)?.[0];
    return Boolean(code);
  }, 10_000);
  expectOk(
    await client.post('/api/customer/saveuser', {
      phone,
      password,
      confirmPassword: password,
      code,
      acceptTerms: true,
    }),
    'saveuser',
  );
  expectOk(await client.post('/api/user/land', { username: phone, password, loginType: 'client' }), 'login');
  const address = expectOk(
    await client.post('/api/address/save', {
      fullName: 'Li Lei',
      mobile: phone,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '1 Keji Road',
    }),
    'address',
  );
  return { client, phone, addressId: address.id };
}

export async function logInStaff(origin, publicOrigin, phone) {
  const client = createClient(origin, { publicOrigin });
  expectOk(
    await client.post('/api/user/land', { username: phone, password: staffPassword, loginType: 'manage' }),
    'staff login',
  );
  return client;
}

export function orderBody(customer, idempotencyKey, extra = {}) {
  return {
    orderType: 'pcb',
    spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
    invoiceType: 'none',
    invoicingMethod: 'electronic',
    contractTitle: 'Shenzhen Test Electronics Co., Ltd.',
    placingOrder: 'Li Lei',
    placingOrderPhone: customer.phone,
    technicians: 'Han Meimei',
    techniciansPhone: customer.phone,
    addressId: customer.addressId,
    shippingMethod: 'express',
    idempotencyKey,
    ...extra,
  };
}
