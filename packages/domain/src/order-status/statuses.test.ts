import { describe, expect, it } from 'vitest';
import { testNow } from './order-test-support.ts';
import {
  canAttachOrderFiles,
  computeTimeFilterStart,
  isOrderStatus,
  isTerminalStatus,
  listStatusesOfGroup,
  OrderStatus,
  orderStatuses,
  type StatusGroup,
  statusNames,
} from './statuses.ts';

describe('statuses', () => {
  it('has the 14 codes of workflow.md with their Chinese names', () => {
    expect(orderStatuses).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 99]);
    expect(statusNames[0].name.zh).toBe('待分配销售');
    expect(statusNames[6].name.zh).toBe('待采购下单');
    expect(statusNames[10].name.zh).toBe('待确认完成');
    expect(statusNames[99].name).toEqual({ en: 'Cancelled', zh: '已取消' });
    expect(statusNames[5].customer).toEqual({ en: 'Your order is being reviewed', zh: '订单审核中' });
  });

  it('names every code once, by its staff name', () => {
    expect(Object.values(OrderStatus)).toEqual([...orderStatuses]);
    expect(statusNames[OrderStatus.ContractReview].name.en).toBe('Awaiting contract review');
    expect(statusNames[OrderStatus.AwaitingCompletion].name.en).toBe('Awaiting completion confirmation');
  });

  it('words every status in both languages, with distinct customer words', () => {
    for (const status of orderStatuses) {
      const { name, customer } = statusNames[status];
      for (const text of [name.en, name.zh, customer.en, customer.zh]) expect(text.trim()).not.toBe('');
    }
    const customerWords = orderStatuses.map((status) => statusNames[status].customer.zh);
    expect(new Set(customerWords).size).toBe(orderStatuses.length);
  });

  it('tells codes and terminal statuses apart', () => {
    expect(isOrderStatus(99)).toBe(true);
    expect(isOrderStatus(13)).toBe(false);
    expect(isOrderStatus('5')).toBe(false);
    expect(orderStatuses.filter(isTerminalStatus)).toEqual([12, 99]);
  });

  it.each<[StatusGroup, number[]]>([
    ['all', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 99]],
    ['inquiry', [0, 1, 2, 3, 4, 5]],
    ['reviewed', [6]],
    ['order', [6, 7, 8, 9, 10, 11]],
  ])('group %s lists %j', (group, statuses) => {
    expect(listStatusesOfGroup(group)).toEqual(statuses);
  });

  it('time filters start 7 and 30 days back, or not at all', () => {
    expect(computeTimeFilterStart(0, testNow)).toBeNull();
    expect(computeTimeFilterStart(1, testNow)).toEqual(new Date('2026-11-24T04:00:00Z'));
    expect(computeTimeFilterStart(2, testNow)).toEqual(new Date('2026-11-01T04:00:00Z'));
  });

  it.each<[number, boolean]>([
    [0, true],
    [4, true],
    [5, true],
    [6, false],
    [10, false],
    [11, false],
    [12, false],
    [99, false],
  ])('status %i is open to attaching manufacturing files: %s', (status, isOpen) => {
    expect(canAttachOrderFiles(status)).toBe(isOpen);
  });
});
