import enAccount from './en/account.json';
import enAddresses from './en/addresses.json';
import enAudit from './en/audit.json';
import enAuth from './en/auth.json';
import enCollections from './en/collections.json';
import enCommon from './en/common.json';
import enContent from './en/content.json';
import enCustomers from './en/customers.json';
import enDashboard from './en/dashboard.json';
import enErp from './en/erp.json';
import enErpContent from './en/erp-content.json';
import enFiles from './en/files.json';
import enHome from './en/home.json';
import enInventory from './en/inventory.json';
import enInvoicing from './en/invoicing.json';
import enLedger from './en/ledger.json';
import enOrders from './en/orders.json';
import enPerformance from './en/performance.json';
import enPoints from './en/points.json';
import enPriceBook from './en/priceBook.json';
import enProfiles from './en/profiles.json';
import enPublicContent from './en/public-content.json';
import enQuotes from './en/quotes.json';
import enRebates from './en/rebates.json';
import enReturns from './en/returns.json';
import enRoles from './en/roles.json';
import enStaff from './en/staff.json';
import enTraffic from './en/traffic.json';
import zhAccount from './zh-CN/account.json';
import zhAddresses from './zh-CN/addresses.json';
import zhAudit from './zh-CN/audit.json';
import zhAuth from './zh-CN/auth.json';
import zhCollections from './zh-CN/collections.json';
import zhCommon from './zh-CN/common.json';
import zhContent from './zh-CN/content.json';
import zhCustomers from './zh-CN/customers.json';
import zhDashboard from './zh-CN/dashboard.json';
import zhErp from './zh-CN/erp.json';
import zhErpContent from './zh-CN/erp-content.json';
import zhFiles from './zh-CN/files.json';
import zhHome from './zh-CN/home.json';
import zhInventory from './zh-CN/inventory.json';
import zhInvoicing from './zh-CN/invoicing.json';
import zhLedger from './zh-CN/ledger.json';
import zhOrders from './zh-CN/orders.json';
import zhPerformance from './zh-CN/performance.json';
import zhPoints from './zh-CN/points.json';
import zhPriceBook from './zh-CN/priceBook.json';
import zhProfiles from './zh-CN/profiles.json';
import zhPublicContent from './zh-CN/public-content.json';
import zhQuotes from './zh-CN/quotes.json';
import zhRebates from './zh-CN/rebates.json';
import zhReturns from './zh-CN/returns.json';
import zhRoles from './zh-CN/roles.json';
import zhStaff from './zh-CN/staff.json';
import zhTraffic from './zh-CN/traffic.json';

/** English is the reference shape for type-checked keys; the parity test holds zh-CN to it. */
export const enResources = {
  common: enCommon,
  home: enHome,
  content: enContent,
  auth: enAuth,
  audit: enAudit,
  erp: enErp,
  erpContent: enErpContent,
  account: enAccount,
  addresses: enAddresses,
  files: enFiles,
  quotes: enQuotes,
  points: enPoints,
  orders: enOrders,
  dashboard: enDashboard,
  collections: enCollections,
  invoicing: enInvoicing,
  inventory: enInventory,
  performance: enPerformance,
  ledger: enLedger,
  returns: enReturns,
  customers: enCustomers,
  rebates: enRebates,
  staff: enStaff,
  priceBook: enPriceBook,
  profiles: enProfiles,
  publicContent: enPublicContent,
  roles: enRoles,
  traffic: enTraffic,
};

export const resources = {
  en: enResources,
  'zh-CN': {
    common: zhCommon,
    home: zhHome,
    content: zhContent,
    auth: zhAuth,
    audit: zhAudit,
    erp: zhErp,
    erpContent: zhErpContent,
    account: zhAccount,
    addresses: zhAddresses,
    files: zhFiles,
    quotes: zhQuotes,
    points: zhPoints,
    orders: zhOrders,
    dashboard: zhDashboard,
    collections: zhCollections,
    invoicing: zhInvoicing,
    inventory: zhInventory,
    performance: zhPerformance,
    ledger: zhLedger,
    returns: zhReturns,
    customers: zhCustomers,
    rebates: zhRebates,
    staff: zhStaff,
    priceBook: zhPriceBook,
    profiles: zhProfiles,
    publicContent: zhPublicContent,
    roles: zhRoles,
    traffic: zhTraffic,
  },
};
