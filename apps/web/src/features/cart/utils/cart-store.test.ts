import { beforeEach, describe, expect, it } from 'vitest';
import {
  addAndChooseItem,
  addItem,
  buildItemFromPending,
  type CartItem,
  cartStorageKey,
  readCart,
  readQuantity,
  removeItems,
  selectItems,
  setPrice,
  setQuantity,
  sumSelected,
  writeCart,
} from './cart-store.ts';

const pendingPcb = JSON.stringify({
  version: 1,
  tab: 'pcb',
  orderType: 'pcb',
  spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
  answer: { lines: { total: 30 } },
  priceBookVersion: 1,
  savedAt: '2026-11-22T00:00:00.000Z',
});

let counter = 0;
const makeId = () => `line-${++counter}`;
const now = new Date('2026-11-22T10:00:00Z');

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: makeId(),
    tab: 'pcb',
    orderType: 'pcb',
    spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
    total: 30,
    priceBookVersion: 1,
    isSelected: true,
    addedAt: now.toISOString(),
    ...overrides,
  };
}

describe('cart store', () => {
  beforeEach(() => window.localStorage.clear());

  it('builds a line from the quote /valuation hands over, and refuses what it cannot read', () => {
    const item = buildItemFromPending(pendingPcb, () => 'a', now);
    expect(item).toMatchObject({ id: 'a', orderType: 'pcb', total: 30, isSelected: true, priceBookVersion: 1 });
    expect(readQuantity(item as CartItem)).toBe(5);
    expect(buildItemFromPending(null, makeId, now)).toBeNull();
    expect(buildItemFromPending('{not json', makeId, now)).toBeNull();
    expect(buildItemFromPending(JSON.stringify({ version: 2, orderType: 'pcb', spec: {} }), makeId, now)).toBeNull();
    expect(buildItemFromPending(JSON.stringify({ version: 1, orderType: 'design', spec: {} }), makeId, now)).toBeNull();
  });

  it('keeps each user a cart of their own in localStorage', () => {
    writeCart('u1', [line({ id: 'x' })]);
    expect(readCart('u1').map((item) => item.id)).toEqual(['x']);
    expect(readCart('u2')).toEqual([]);
    writeCart('u1', []);
    expect(window.localStorage.getItem(cartStorageKey('u1'))).toBeNull();
    window.localStorage.setItem(cartStorageKey('u3'), '[{"id":1},"junk"]');
    expect(readCart('u3')).toEqual([]);
  });

  it('does not add the same spec twice (a reload of the hand-over)', () => {
    const first = line();
    const items = addItem([], first);
    expect(addItem(items, { ...first, id: 'other' })).toHaveLength(1);
    expect(addItem(items, line({ spec: { ...first.spec, boardNumber: 10 } }))).toHaveLength(2);
  });

  it('chooses only the handed-over quote, whether new or already in the cart', () => {
    const kept = line({ id: 'kept', spec: { boardNumber: 1 } });
    const again = line({ id: 'again', spec: { boardNumber: 1 }, isSelected: false });
    const chosen = addAndChooseItem([{ ...kept, isSelected: false }, line({ id: 'other' })], again);
    expect(chosen.map((item) => [item.id, item.isSelected])).toEqual([
      ['kept', true],
      ['other', false],
    ]);
  });

  it('changes a quantity (whole, at least 1) and forgets the price until priced again', () => {
    const item = line({ id: 'q' });
    const changed = setQuantity([item], 'q', 20.7);
    expect(changed[0]?.spec.boardNumber).toBe(20);
    expect(changed[0]?.total).toBeNull();
    expect(setQuantity([item], 'q', 0)[0]?.spec.boardNumber).toBe(1);
    expect(setQuantity([line({ id: 's', orderType: 'smt', spec: { boardsNumber: 1 } })], 's', 3)[0]?.spec).toEqual({
      boardsNumber: 3,
    });
    expect(setPrice(changed, 'q', 55.5, 2)[0]).toMatchObject({ total: 55.5, priceBookVersion: 2 });
  });

  it('selects, removes and sums the chosen lines to the fen', () => {
    const items = [line({ id: 'a', total: 0.1 }), line({ id: 'b', total: 0.2 }), line({ id: 'c', total: null })];
    expect(sumSelected(items)).toBe(0.3);
    const onlyA = selectItems(selectItems(items, 'all', false), ['a'], true);
    expect(onlyA.filter((item) => item.isSelected).map((item) => item.id)).toEqual(['a']);
    expect(sumSelected(onlyA)).toBe(0.1);
    expect(removeItems(items, ['a', 'c']).map((item) => item.id)).toEqual(['b']);
  });
});
