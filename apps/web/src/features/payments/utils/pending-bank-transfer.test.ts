import { expect, it } from 'vitest';
import { findPendingBankTransfer } from './pending-bank-transfer.ts';

const instructions = { bankName: 'Bank', accountName: 'BoardForge', accountNo: '1234', reference: 'BFABCDEFGH' };
const pendingTransfer = {
  paymentId: 'p-2',
  channel: 'bank_transfer' as const,
  amount: 30.1,
  status: 'pending' as const,
  bankInstructions: instructions,
};

it('answers the pending bank transfer for the amount due as a started payment', () => {
  const payments = [
    { paymentId: 'p-1', channel: 'sandbox' as const, amount: 30.1, status: 'failed' as const },
    pendingTransfer,
  ];
  expect(findPendingBankTransfer(payments, 30.1)).toEqual({
    paymentId: 'p-2',
    amount: 30.1,
    bankInstructions: instructions,
  });
  // 30.1 computed from other sums (30.099999…) is the same amount.
  expect(findPendingBankTransfer(payments, 60.2 - 30.1)?.paymentId).toBe('p-2');
});

it('answers null without a pending transfer, for one of another amount, or one without instructions', () => {
  expect(findPendingBankTransfer([], 30.1)).toBeNull();
  expect(findPendingBankTransfer([{ ...pendingTransfer, status: 'paid' as const }], 30.1)).toBeNull();
  expect(findPendingBankTransfer([{ ...pendingTransfer, channel: 'sandbox' as const }], 30.1)).toBeNull();
  expect(findPendingBankTransfer([pendingTransfer], 80.1)).toBeNull();
  const { bankInstructions: _, ...withoutInstructions } = pendingTransfer;
  expect(findPendingBankTransfer([withoutInstructions], 30.1)).toBeNull();
});
