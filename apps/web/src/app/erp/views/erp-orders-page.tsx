import { useMatches } from 'react-router';
import { ErpOrdersWorkspace } from '../../../features/erp-orders/components/erp-orders-workspace.tsx';
import { useOrderLiveUpdates } from '../../../features/order-live/hooks/use-order-live-updates.ts';
import type { RouteHandle } from '../../routes/route-handle.ts';
import { useMenuTitle } from '../use-menu-title.ts';

/**
 * The staff order screen of a menu entry (sales orders; procurement, where purchasing does its part of the workflow),
 * kept current by the live order events.
 */
export function ErpOrdersPage() {
  const matches = useMatches();
  const titleOf = useMenuTitle();
  const menuItem = matches.map((match) => (match.handle as RouteHandle | undefined)?.menuItem).findLast(Boolean);
  useOrderLiveUpdates(true);
  return (
    <ErpOrdersWorkspace
      title={menuItem ? titleOf(menuItem) : ''}
      storageKey={`erp.orders.${menuItem?.meta.url ?? 'sales-orders'}`}
      // Procurement lists purchasing and stock steps only; Sales Orders stays the whole order screen (the workbench
      // links there, for every status).
      scope={menuItem?.meta.url === 'procurement' ? 'procurement' : undefined}
    />
  );
}
