import type { LedgerRow } from '@boardforge/contracts/ledger.ts';

/** The customer as staff recognise them: the nickname and the phone, or the phone alone. */
export function describeCustomer(row: { customerName: string; customerPhone: string }): string {
  const name = row.customerName.trim();
  if (!name || name === row.customerPhone) return row.customerPhone;
  return `${name} (${row.customerPhone})`;
}

/** A row's amount as it moves the balance: money in positive, a refund negative. */
export function toSignedAmount(row: Pick<LedgerRow, 'kind' | 'amount'>): number {
  return row.kind === 'refund' ? -row.amount : row.amount;
}
