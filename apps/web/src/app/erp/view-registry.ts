import type { ComponentType } from 'react';

/** Loads the page of one back-office view. */
export type ErpViewLoader = () => Promise<ComponentType>;
export type ErpViewRegistry = Record<string, ErpViewLoader> & { home: ErpViewLoader; missing: ErpViewLoader };

/** The staff order screen: sales orders, and procurement (purchasing's quotes, purchase orders and stock moves). */
const ordersModule: ErpViewLoader = () => import('./views/erp-orders-page.tsx').then((module) => module.ErpOrdersPage);

/**
 * Every view url a server menu may name (contracts erp-menu.ts listMenuUrls) → its lazily loaded page.
 */
export const erpViewRegistry: ErpViewRegistry = {
  home: () => import('./views/erp-workbench-page.tsx').then((module) => module.ErpWorkbenchPage),
  procurement: ordersModule,
  'collection-verification': () =>
    import('../../features/erp-collections/components/collection-verification-page.tsx').then(
      (module) => module.CollectionVerificationPage,
    ),
  'sales-orders': ordersModule,
  'collection-payment': () =>
    import('../../features/erp-ledger/components/ledger-page.tsx').then((module) => module.LedgerPage),
  'sales-returns': () =>
    import('../../features/erp-returns/components/sales-returns-page.tsx').then((module) => module.SalesReturnsPage),
  'purchase-returns': () =>
    import('../../features/erp-purchase-returns/components/purchase-returns-page.tsx').then(
      (module) => module.PurchaseReturnsPage,
    ),
  performance: () =>
    import('../../features/erp-performance/components/performance-page.tsx').then((module) => module.PerformancePage),
  invoicing: () =>
    import('../../features/erp-invoicing/components/invoicing-page.tsx').then((module) => module.InvoicingPage),
  'sales-rebate': () =>
    import('../../features/erp-rebates/components/rebates-page.tsx').then((module) => module.SalesRebatePage),
  'purchase-rebate': () =>
    import('../../features/erp-rebates/components/rebates-page.tsx').then((module) => module.PurchaseRebatePage),
  inventory: () =>
    import('../../features/erp-inventory/components/inventory-page.tsx').then((module) => module.InventoryPage),
  customers: () =>
    import('../../features/erp-customers/components/customers-page.tsx').then((module) => module.CustomersPage),
  'price-book': () =>
    import('../../features/erp-price-book/components/price-book-page.tsx').then((module) => module.PriceBookPage),
  content: () => import('../../features/erp-content/components/content-page.tsx').then((module) => module.ContentPage),
  'points-mall-items': () =>
    import('../../features/erp-points-mall/components/points-mall-admin-page.tsx').then(
      (module) => module.PointsMallAdminPage,
    ),
  'system-staff': () =>
    import('../../features/erp-staff-users/components/staff-users-page.tsx').then((module) => module.StaffUsersPage),
  'system-roles': () => import('../../features/erp-roles/components/roles-page.tsx').then((module) => module.RolesPage),
  'system-menus': () => import('../../features/erp-roles/components/menus-page.tsx').then((module) => module.MenusPage),
  traffic: () => import('../../features/erp-traffic/components/traffic-page.tsx').then((module) => module.TrafficPage),
  'system-audit': () =>
    import('../../features/erp-audit/components/audit-log-page.tsx').then((module) => module.AuditLogPage),
  'design-queue': () => import('./views/erp-design-page.tsx').then((module) => module.ErpDesignPage),
  /** A url this build does not know (a menu edited ahead of the code). */
  missing: () => import('./views/erp-not-found-page.tsx').then((module) => module.ErpNotFoundPage),
};
