import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, startStaffSession } from './orders-fixtures.ts';

let testApp: TestApp;
let staffCookie: string;
let customerCookie: string;
const now = () => new Date('2026-11-22T02:00:00Z');

beforeAll(async () => {
  testApp = await createTestApp({ now });
  staffCookie = (await startStaffSession(testApp, '11', now)).cookie;
  customerCookie = (await createCustomer(testApp, '13700000031', now)).cookie;
});
afterAll(async () => {
  await testApp?.close();
});

function listStaff(cookie: string, query = '') {
  return testApp.app.inject({ method: 'GET', url: `/api/erp/staff/list${query}`, headers: { cookie } });
}

describe('GET /api/erp/staff/list', () => {
  it('lists every staff member by role, and no customer', async () => {
    const response = await listStaff(staffCookie);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { phone: string; roleId: string; nickname: string; userId: string }[];
    expect(rows.map((row) => [row.roleId, row.phone])).toEqual(
      (['1', '11', '12', '14', '15', '16'] as const).map((roleId) => [roleId, demoPhoneOfRole(roleId)]),
    );
    expect(rows.every((row) => row.userId && row.nickname)).toBe(true);
  });

  it('filters by comma-separated role ids (the salesperson picker asks for 14 and 11)', async () => {
    const response = await listStaff(staffCookie, '?roleIds=14,11');
    expect((response.json().data as { roleId: string }[]).map((row) => row.roleId).sort()).toEqual(['11', '14']);
  });

  it('refuses an unknown role id with a field error, and customers with 403', async () => {
    const unknown = await listStaff(staffCookie, '?roleIds=14,client');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.errors[0].field).toContain('roleIds');
    expect((await listStaff(customerCookie)).statusCode).toBe(403);
  });
});
