import type { EnginePricedOrderType } from '@boardforge/contracts/orders.ts';
import type { Language } from './languages.ts';
/** Query-key factory: every cached server answer is keyed from here, so invalidation stays consistent. */
export const queryKeys = {
  staff: {
    all: ['staff'] as const,
    menu: (roleId: string) => ['staff', 'menu', roleId] as const,
    tags: (roleId: string) => ['staff', 'tags', roleId] as const,
    directory: () => ['staff', 'directory'] as const,
    users: (filters: Record<string, unknown>) => ['staff', 'users', filters] as const,
  },
  session: {
    me: () => ['session', 'me'] as const,
  },
  priceBook: {
    all: ['price-book'] as const,
    history: (paging: Record<string, unknown>) => ['price-book', 'history', paging] as const,
    diff: (from: number, to: number) => ['price-book', 'diff', from, to] as const,
  },
  roles: {
    all: ['roles'] as const,
    list: () => ['roles', 'list'] as const,
    /** The roles as the staff form's options (another shape than `list`, so another key). */
    options: () => ['roles', 'options'] as const,
    menus: () => ['roles', 'menus'] as const,
    preview: (roleId: string) => ['roles', 'preview', roleId] as const,
  },
  quotes: {
    all: ['quotes'] as const,
    priceBook: () => ['quotes', 'price-book'] as const,
    price: (kind: EnginePricedOrderType, spec: unknown, language: Language) =>
      ['quotes', 'price', kind, spec, language] as const,
  },
  account: {
    all: ['account'] as const,
    profile: () => ['account', 'profile'] as const,
    addresses: () => ['account', 'addresses'] as const,
  },
  apiKeys: {
    all: ['apiKeys'] as const,
    list: () => ['apiKeys', 'list'] as const,
  },
  profiles: {
    all: ['profiles'] as const,
    list: () => ['profiles', 'list'] as const,
    // A reorder's answer carries cost-line words in the request's language.
    reorder: (orderNo: string, language: Language) => ['profiles', 'reorder', orderNo, language] as const,
  },
  designJobs: {
    all: ['designJobs'] as const,
    list: (query: Record<string, unknown>) => ['designJobs', 'list', query] as const,
    detail: (jobId: string) => ['designJobs', 'detail', jobId] as const,
  },
  erpDesign: {
    all: ['erpDesign'] as const,
    queue: (query: Record<string, unknown>) => ['erpDesign', 'queue', query] as const,
    workload: () => ['erpDesign', 'workload'] as const,
    detail: (jobId: string) => ['erpDesign', 'detail', jobId] as const,
  },
  webhooks: {
    all: ['webhooks'] as const,
    list: () => ['webhooks', 'list'] as const,
    log: (endpointId: string) => ['webhooks', 'log', endpointId] as const,
  },
  orders: {
    all: ['orders'] as const,
    // Keys of answers that carry words in the request's language (status texts, timelines) include the language.
    list: (filters: Record<string, unknown>, language: Language) => ['orders', 'list', filters, language] as const,
    detail: (orderId: string, language: Language) => ['orders', 'detail', orderId, language] as const,
    home: (language: Language) => ['orders', 'home', language] as const,
    payment: (paymentId: string) => ['orders', 'payment', paymentId] as const,
    lastContacts: ['orders', 'lastContacts'] as const,
    // Back office: under 'orders' so the live order events refresh them with the customer's pages.
    erpList: (filters: Record<string, unknown>, language: Language) =>
      ['orders', 'erp', 'list', filters, language] as const,
    erpDetail: (orderId: string, language: Language) => ['orders', 'erp', 'detail', orderId, language] as const,
    personTasks: (filters: Record<string, unknown>, language: Language) =>
      ['orders', 'erp', 'tasks', filters, language] as const,
  },
  collections: {
    all: ['collections'] as const,
    list: (filters: Record<string, unknown>) => ['collections', 'list', filters] as const,
  },
  // Under 'orders': payments and transitions invalidate the orders, and the ledger and the returns change with them.
  ledger: {
    list: (filters: Record<string, unknown>) => ['orders', 'erp', 'ledger', filters] as const,
  },
  salesReturns: {
    list: (filters: Record<string, unknown>) => ['orders', 'erp', 'sales-returns', filters] as const,
    requests: (filters: Record<string, unknown>) => ['orders', 'erp', 'return-requests', filters] as const,
  },
  invoicing: {
    all: ['invoicing'] as const,
    list: (filters: Record<string, unknown>) => ['invoicing', 'list', filters] as const,
  },
  inventory: {
    all: ['inventory'] as const,
    parts: (filters: Record<string, unknown>) => ['inventory', 'parts', filters] as const,
    part: (partId: string, quantity: number | undefined) => ['inventory', 'part', partId, quantity] as const,
    suppliers: (filters: Record<string, unknown>) => ['inventory', 'suppliers', filters] as const,
    stockLevels: (filters: Record<string, unknown>) => ['inventory', 'stock-levels', filters] as const,
    movements: (filters: Record<string, unknown>) => ['inventory', 'movements', filters] as const,
    // The pickers of back-office forms (a part by MPN prefix, a supplier by name).
    partOptions: (mpn: string) => ['inventory', 'part-options', mpn] as const,
    supplierOptions: (keyword: string) => ['inventory', 'supplier-options', keyword] as const,
  },
  // Under 'inventory': shipping a purchase return moves stock, so the stock tabs refresh with it.
  purchaseReturns: {
    list: (filters: Record<string, unknown>) => ['inventory', 'purchase-returns', 'list', filters] as const,
    detail: (id: string) => ['inventory', 'purchase-returns', 'detail', id] as const,
  },
  // Customers' money moves with their orders and payments: the orders' invalidations refresh it too.
  customers: {
    all: ['orders', 'customers'] as const,
    list: (filters: Record<string, unknown>) => ['orders', 'customers', 'list', filters] as const,
    detail: (userId: string) => ['orders', 'customers', 'detail', userId] as const,
    statement: (query: Record<string, unknown>) => ['orders', 'customers', 'statement', query] as const,
  },
  rebates: {
    all: (kind: string) => ['rebates', kind] as const,
    rules: (kind: string, paging: Record<string, unknown>) => ['rebates', kind, 'rules', paging] as const,
    entries: (kind: string, filters: Record<string, unknown>) => ['rebates', kind, 'entries', filters] as const,
    totals: (kind: string, filters: Record<string, unknown>) => ['rebates', kind, 'totals', filters] as const,
    parties: (kind: string, keyword: string) => ['rebates', kind, 'parties', keyword] as const,
  },
  content: {
    all: ['content'] as const,
    list: (filters: Record<string, unknown>) => ['content', 'list', filters] as const,
    showcase: (filters: Record<string, unknown>) => ['content', 'showcase', filters] as const,
    publicShowcase: (paging: Record<string, unknown>) => ['content', 'public-showcase', paging] as const,
    publicList: (query: Record<string, unknown>) => ['content', 'public-list', query] as const,
    publicItem: (id: string) => ['content', 'public-item', id] as const,
  },
  audit: {
    list: (filters: Record<string, unknown>) => ['audit', 'list', filters] as const,
  },
  performance: {
    all: ['performance'] as const,
    abc: (request: Record<string, unknown>) => ['performance', 'abc', request] as const,
  },
  points: {
    all: ['points'] as const,
    records: (kind: 'earn' | 'spend', pageNum: number, pageSize: number) =>
      ['points', 'records', kind, pageNum, pageSize] as const,
    mallItems: () => ['points', 'mall-items'] as const,
    ownRedemptions: (pageNum: number) => ['points', 'redemptions', pageNum] as const,
  },
  pointsMallAdmin: {
    all: ['points-mall-admin'] as const,
    items: (query: Record<string, unknown>) => ['points-mall-admin', 'items', query] as const,
    redemptions: (query: Record<string, unknown>) => ['points-mall-admin', 'redemptions', query] as const,
  },
  cart: {
    all: ['cart'] as const,
    lines: (userId: string) => ['cart', userId] as const,
  },
};
