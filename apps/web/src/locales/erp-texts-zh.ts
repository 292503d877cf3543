import zhAudit from './zh-CN/audit.json';
import zhCollections from './zh-CN/collections.json';
import zhCustomers from './zh-CN/customers.json';
import zhDesignQueue from './zh-CN/design-queue.json';
import zhErp from './zh-CN/erp.json';
import zhErpContent from './zh-CN/erp-content.json';
import zhInventory from './zh-CN/inventory.json';
import zhInvoicing from './zh-CN/invoicing.json';
import zhLedger from './zh-CN/ledger.json';
import zhPerformance from './zh-CN/performance.json';
import zhPriceBook from './zh-CN/priceBook.json';
import zhRebates from './zh-CN/rebates.json';
import zhReturns from './zh-CN/returns.json';
import zhRoles from './zh-CN/roles.json';
import zhStaff from './zh-CN/staff.json';
import zhTraffic from './zh-CN/traffic.json';

/** The Chinese (zh-CN) texts of the back office only: fetched when /erp opens (lib/i18n-setup.ts). */
export const zhErpTexts = {
  audit: zhAudit,
  erp: zhErp,
  erpContent: zhErpContent,
  collections: zhCollections,
  invoicing: zhInvoicing,
  inventory: zhInventory,
  performance: zhPerformance,
  ledger: zhLedger,
  returns: zhReturns,
  customers: zhCustomers,
  designQueue: zhDesignQueue,
  rebates: zhRebates,
  staff: zhStaff,
  priceBook: zhPriceBook,
  roles: zhRoles,
  traffic: zhTraffic,
};
