import enAudit from './en/audit.json';
import enCollections from './en/collections.json';
import enCustomers from './en/customers.json';
import enDesignQueue from './en/design-queue.json';
import enErp from './en/erp.json';
import enErpContent from './en/erp-content.json';
import enInventory from './en/inventory.json';
import enInvoicing from './en/invoicing.json';
import enLedger from './en/ledger.json';
import enPerformance from './en/performance.json';
import enPriceBook from './en/priceBook.json';
import enRebates from './en/rebates.json';
import enReturns from './en/returns.json';
import enRoles from './en/roles.json';
import enStaff from './en/staff.json';
import enTraffic from './en/traffic.json';

/** The English texts of the back office only: fetched when /erp opens (lib/i18n-setup.ts). */
export const enErpTexts = {
  audit: enAudit,
  erp: enErp,
  erpContent: enErpContent,
  collections: enCollections,
  invoicing: enInvoicing,
  inventory: enInventory,
  performance: enPerformance,
  ledger: enLedger,
  returns: enReturns,
  customers: enCustomers,
  designQueue: enDesignQueue,
  rebates: enRebates,
  staff: enStaff,
  priceBook: enPriceBook,
  roles: enRoles,
  traffic: enTraffic,
};
