import { describe, expect, it } from 'vitest';
import { describeCustomer } from './customer-label.tsx';

describe('describeCustomer', () => {
  it('names the customer by nickname and phone, or phone alone', () => {
    expect(describeCustomer({ customerName: 'Li Lei', customerPhone: '15800000000' })).toBe('Li Lei (15800000000)');
    expect(describeCustomer({ customerName: '', customerPhone: '15800000000' })).toBe('15800000000');
    expect(describeCustomer({ customerName: '15800000000', customerPhone: '15800000000' })).toBe('15800000000');
  });
});
