import { describe, expect, it } from 'vitest';
import { readStaffPhone } from './staff-phone.ts';

// Issue 11, gap a: staff phones (create-admin, the staff login) take numbers abroad as customers' phones do.
describe('readStaffPhone', () => {
  it.each([
    ['13800138000', '13800138000'],
    ['+86 138-0013-8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['+49 1512 3456789', '+4915123456789'],
    ['0044 7911 123456', '+447911123456'],
    ['12345', undefined],
    ['+49 1', undefined],
    ['+86 010 12345678', undefined],
    ['', undefined],
  ])('%j → %j', (input, stored) => {
    expect(readStaffPhone(input)).toBe(stored);
  });
});
