import type { LedgerRow } from '@boardforge/contracts/ledger.ts';
import { useTranslation } from 'react-i18next';
import { describeCustomer } from '../../../components/erp/customer-label.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toSignedAmount } from '../utils/format.ts';

/** Refund reasons the server records (payment-recording.ts, the cancel and approveReturn transitions). */
const refundReasons = ['approveReturn', 'cancel', 'paymentExceedsOutstanding'] as const;

/** How the ledger says a row's remark, channel and recorder in the UI language: one wording for table and export. */
export function useLedgerWords() {
  const { t } = useTranslation('ledger');
  return {
    describeNote: (row: LedgerRow): string => {
      if (!row.note) return '—';
      const reason = refundReasons.find((known) => known === row.note);
      return row.kind === 'refund' && reason ? t(`refundReasons.${reason}`) : row.note;
    },
    describeChannel: (channel: LedgerRow['channel']): string => (channel ? t(`channels.${channel}`) : '—'),
    describeRecordedBy: (row: LedgerRow): string =>
      row.recordedBy ?? (row.kind === 'payment' ? t('table.gateway') : '—'),
  };
}

/** The ledger's columns as an exported sheet has them: the table's, in plain text, amounts as signed numbers. */
export function useLedgerExportColumns(): ExportColumn<LedgerRow>[] {
  const { t } = useTranslation('ledger');
  const words = useLedgerWords();
  return [
    { title: t('table.createdAt'), value: (row) => formatDateTime(row.createdAt) },
    { title: t('table.orderNo'), value: (row) => row.orderNo },
    { title: t('table.customer'), value: (row) => describeCustomer(row) },
    { title: t('table.kind'), value: (row) => t(`kinds.${row.kind}`) },
    { title: t('table.channel'), value: (row) => words.describeChannel(row.channel) },
    { title: t('table.amount'), value: (row) => toSignedAmount(row) },
    { title: t('table.reference'), value: (row) => row.reference },
    { title: t('table.note'), value: (row) => words.describeNote(row) },
    { title: t('table.recordedBy'), value: (row) => words.describeRecordedBy(row) },
  ];
}
