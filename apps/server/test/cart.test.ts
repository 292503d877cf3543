import { maxCartLines } from '@boardforge/contracts/cart.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from './fakes/member-helpers.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  testApp = await createTestApp();
  alice = (await createMember(testApp, { phone: '13766670001' })).cookie;
  bob = (await createMember(testApp, { phone: '13766670002' })).cookie;
  carol = (await createMember(testApp, { phone: '13766670003' })).cookie;
});
afterAll(async () => {
  await testApp?.close();
});

type Line = { id: string; orderType: string; spec: Record<string, unknown>; total: number | null; isSelected: boolean };

// docs/pricing.md's worked example: 2 layers, 100 × 100 mm, 5 boards is ¥30.00.
const pcbLine = (id: string, boards = 5) => ({
  id,
  tab: 'pcb',
  orderType: 'pcb',
  spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: boards, surfaceFinish: 'enig' },
  total: 30,
  priceBookVersion: 1,
  isSelected: true,
});
const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: `/api/cart${url}`, headers: { cookie }, payload });
const readCart = async (cookie: string) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.lines as Line[];
};

describe('the cart kept on the server', () => {
  it('adds a line, replaces it by id, and keeps every kind of quote with its spec and price', async () => {
    const added = await post(alice, '/lines', { lines: [pcbLine('line-1')] });
    expect(added.statusCode, added.body).toBe(200);
    const replaced = await post(alice, '/lines', {
      lines: [{ ...pcbLine('line-1', 10), total: 41.5, isSelected: false }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await post(alice, '/lines', {
      lines: [
        {
          id: 'bom-1',
          tab: 'bom',
          orderType: 'bom',
          spec: { sets: 3, bomFileId: 'file-1' },
          total: null,
          priceBookVersion: null,
          isSelected: true,
        },
        {
          id: 'fpc-1',
          tab: 'fpc',
          orderType: 'pcb',
          spec: pcbLine('x').spec,
          total: 30,
          priceBookVersion: 1,
          isSelected: true,
        },
        {
          id: 'sten-1',
          tab: 'stencil',
          orderType: 'stencil',
          spec: { number: 2 },
          total: 50,
          priceBookVersion: 1,
          isSelected: true,
        },
        {
          id: 'smt-1',
          tab: 'smt',
          orderType: 'smt',
          spec: { componentsNumber: 20, boardsNumber: 5 },
          total: 1,
          priceBookVersion: 1,
          isSelected: true,
        },
      ],
    });
    const lines = await readCart(alice);
    expect(lines).toHaveLength(5);
    expect(lines.find((line) => line.id === 'line-1')).toMatchObject({
      spec: { boardNumber: 10, surfaceFinish: 'enig' },
      total: 41.5,
      isSelected: false,
    });
    expect(lines.find((line) => line.id === 'bom-1')).toMatchObject({
      spec: { sets: 3, bomFileId: 'file-1' },
      total: null,
    });
  });

  it("another customer neither reads nor removes a customer's lines", async () => {
    expect(await readCart(bob)).toEqual([]);
    const removed = await post(bob, '/remove', { ids: ['line-1', 'bom-1'] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.lines).toEqual([]);
    // Bob's line of the same id is his own; Alice's stays as it was.
    await post(bob, '/lines', { lines: [{ ...pcbLine('line-1'), total: 99 }] });
    expect((await readCart(alice)).find((line) => line.id === 'line-1')?.total).toBe(41.5);
    expect((await readCart(alice)).map((line) => line.id)).toContain('bom-1');
    expect((await readCart(bob)).map((line) => line.total)).toEqual([99]);
  });

  it('removes own lines', async () => {
    const removed = await post(alice, '/remove', { ids: ['bom-1', 'sten-1'] });
    expect(removed.statusCode).toBe(200);
    expect((await readCart(alice)).map((line) => line.id).sort()).toEqual(['fpc-1', 'line-1', 'smt-1']);
  });

  it("merges the browser's cart once: lines of a known id or the same quote are skipped", async () => {
    const browser = [
      pcbLine('browser-1', 7),
      { ...pcbLine('browser-2'), spec: { ...pcbLine('x').spec, boardNumber: 10 } },
    ];
    const first = await post(alice, '/merge', { lines: browser });
    expect(first.statusCode, first.body).toBe(200);
    // browser-2 is the same quote as line-1 (10 boards), written in another key order: not added twice.
    expect((first.json().data.lines as Line[]).map((line) => line.id)).toContain('browser-1');
    expect((first.json().data.lines as Line[]).map((line) => line.id)).not.toContain('browser-2');
    const again = await post(alice, '/merge', { lines: browser });
    expect((again.json().data.lines as Line[]).length).toBe((first.json().data.lines as Line[]).length);
  });

  it('refuses bad lines naming the field and the limit', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { lines: [{ ...pcbLine('a'), spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 0 } }] },
        'lines.0.spec.boardNumber',
      ],
      [{ lines: [{ ...pcbLine('a'), tab: 'smt', orderType: 'smt' }] }, 'lines.0.spec.componentsNumber'],
      [{ lines: [{ ...pcbLine('a'), tab: 'stencil', orderType: 'pcb' }] }, 'lines.0.tab'],
      [{ lines: [{ ...pcbLine('a'), id: 'x'.repeat(65) }] }, 'lines.0.id'],
      [{ lines: [{ ...pcbLine('a'), total: 1e10 }] }, 'lines.0.total'],
      [{ lines: Array.from({ length: maxCartLines + 1 }, (_, index) => pcbLine(`many-${index}`)) }, 'lines'],
      [{ lines: [] }, 'lines'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(alice, '/lines', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(
        response.json().data.errors.map((error: { field: string }) => error.field),
        response.body,
      ).toContain(field);
    }
  });

  it(`never stores more than ${maxCartLines} lines under a burst of parallel adds`, async () => {
    const adds = Array.from({ length: maxCartLines * 5 }, (_, index) =>
      post(carol, '/lines', { lines: [pcbLine(`burst-${index}`, index + 1)] }),
    );
    const answers = await Promise.all(adds);
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(accepted).toHaveLength(maxCartLines);
    expect(refused).toHaveLength(maxCartLines * 4);
    expect(refused[0]?.json().data.errors[0]).toEqual({
      field: 'lines',
      message: `Your cart holds at most ${maxCartLines} lines; check out or remove some first.`,
    });
    expect(await readCart(carol)).toHaveLength(maxCartLines);
    // Merging into a full cart adds nothing and refuses nothing.
    const merged = await post(carol, '/merge', { lines: [pcbLine('late', 999)] });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.lines).toHaveLength(maxCartLines);
  });

  it('is for customers only', async () => {
    const staff = await logInAsStaff(testApp.app, '1');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: staff } })).statusCode).toBe(
      403,
    );
    expect((await testApp.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
  });
});
