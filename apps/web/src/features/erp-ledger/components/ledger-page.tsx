import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import { firstPaging, ListLoadFailed } from '../../../components/erp/paged-table.tsx';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { listLedger, useLedger } from '../api/list-ledger.ts';
import { LedgerFiltersBar, type LedgerFilterValues } from './ledger-filters.tsx';
import { LedgerTable } from './ledger-table.tsx';
import { useLedgerExportColumns } from './ledger-words.ts';
import './ledger.css';

/**
 * /erp/collectionPayment (收付款): the payment ledger — online payments, verified bank transfers and refunds, newest
 * first — filtered, paged, with the totals of the filter. Read only: rows are recorded by payments and transitions.
 */
export function LedgerPage() {
  const { t } = useTranslation('ledger');
  // The filters are kept for the browser tab like the other modules' filters; a changed filter starts at page 1.
  const [filters, setFilters] = useSessionState<LedgerFilterValues>('erp.ledger.filters', {});
  const [paging, setPaging] = useState(firstPaging);
  const ledger = useLedger({ ...filters, ...paging });
  const exportColumns = useLedgerExportColumns();

  const changeFilters = (values: LedgerFilterValues) => {
    setFilters(values);
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{t('title')}</h1>
      <p className="erp-page-lead">{t('lead')}</p>
      <LedgerFiltersBar values={filters} onChange={changeFilters} />
      <div className="erp-list-actions">
        <ExportButton
          listName={t('title')}
          columns={exportColumns}
          filters={filters}
          loadPage={(pageToRead) => listLedger({ ...filters, ...pageToRead })}
        />
      </div>
      {ledger.isError && !ledger.data ? (
        <ListLoadFailed
          title={t('table.loadFailed')}
          retryLabel={t('table.retry')}
          onRetry={() => void ledger.refetch()}
        />
      ) : (
        <LedgerTable answer={ledger.data} isLoading={ledger.isFetching} paging={paging} onPageChange={setPaging} />
      )}
    </div>
  );
}
