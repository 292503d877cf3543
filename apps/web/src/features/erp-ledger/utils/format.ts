import type { LedgerRow } from '@boardforge/contracts/ledger.ts';

/** A row's amount as it moves the balance: money in positive, a refund negative. */
export function toSignedAmount(row: Pick<LedgerRow, 'kind' | 'amount'>): number {
  return row.kind === 'refund' ? -row.amount : row.amount;
}
