import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PendingNotice } from '../../../components/pending-notice.tsx';
import type { RouteHandle } from '../../routes/route-handle.ts';
import { useMenuTitle } from '../use-menu-title.ts';

/** A back-office module whose screens arrive with a later issue; titled from its menu entry. */
export function ErpPendingModulePage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleOf = useMenuTitle();
  const menuItem = matches.map((match) => (match.handle as RouteHandle | undefined)?.menuItem).findLast(Boolean);
  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{menuItem ? titleOf(menuItem) : ''}</h1>
      <PendingNotice>{t('pending.backOffice')}</PendingNotice>
    </div>
  );
}
