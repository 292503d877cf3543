import type { BankInstructions } from '@boardforge/contracts/payments.ts';
import type { BankSettings } from '../../config/payment-env.ts';

/** The account a bank transfer is sent to (BANK_* settings, or the demo account outside production). */
export type BankAccount = Pick<BankSettings, 'bankName' | 'accountName' | 'accountNo'>;

/** What a customer needs to make a bank transfer: our account and the payment's reference code. */
export function describeBankTransfer(account: BankAccount, referenceCode: string): BankInstructions {
  return {
    bankName: account.bankName,
    accountName: account.accountName,
    accountNo: account.accountNo,
    reference: referenceCode,
  };
}
