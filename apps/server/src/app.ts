import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { scryptCostOf } from './lib/password.ts';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { registerAddressesRoutes } from './modules/addresses/addresses.routes.ts';
import { createAddressesService } from './modules/addresses/addresses.service.ts';
import { registerApiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { registerCartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { registerCatalogueImportRoutes } from './modules/catalogue-import/catalogue-import.routes.ts';
import { createCatalogueImportService } from './modules/catalogue-import/catalogue-import.service.ts';
import { type CleanUps, createCleanUps } from './modules/clean-ups/clean-ups.service.ts';
import { registerContentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { registerCustomersRoutes } from './modules/customers/customers.routes.ts';
import { createCustomersService } from './modules/customers/customers.service.ts';
import { registerDesignJobsRoutes } from './modules/design-jobs/design-jobs.routes.ts';
import { createDesignJobsService } from './modules/design-jobs/design-jobs.service.ts';
import { createDesignRoundReminders, type DesignRoundReminders } from './modules/design-jobs/design-round-reminders.ts';
import { registerDictionaryRoutes } from './modules/dictionary/dictionary.routes.ts';
import { createDictionaryService } from './modules/dictionary/dictionary.service.ts';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { listStorageKeysUsedByFiles } from './modules/files/files.public.ts';
import { registerFilesRoutes } from './modules/files/files.routes.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { listStorageKeysUsedByImages } from './modules/images/images.public.ts';
import { registerImagesRoutes } from './modules/images/images.routes.ts';
import { createImagesService } from './modules/images/images.service.ts';
import { registerInvoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { createInvoicesService } from './modules/invoices/invoices.service.ts';
import { listTagsOfRole } from './modules/menus/menus.repository.ts';
import { registerMenusRoutes } from './modules/menus/menus.routes.ts';
import { createMenusService } from './modules/menus/menus.service.ts';
import { registerMetricsRoutes } from './modules/metrics/metrics.routes.ts';
import { createMetricsService } from './modules/metrics/metrics.service.ts';
import { createNotificationProviders, createOutboxService } from './modules/notifications/notifications.service.ts';
import { registerOutboxRoutes } from './modules/notifications/outbox.routes.ts';
import { createOrderEventsHub } from './modules/order-events/order-events.hub.ts';
import { registerOrderEventsRoutes } from './modules/order-events/order-events.routes.ts';
import { createOrderEventsService } from './modules/order-events/order-events.service.ts';
import { registerOrderProfilesRoutes } from './modules/order-profiles/order-profiles.routes.ts';
import { createOrderProfilesService } from './modules/order-profiles/order-profiles.service.ts';
import { createReorderService } from './modules/order-profiles/reorder.service.ts';
import { registerErpOrdersRoutes } from './modules/orders/erp-orders.routes.ts';
import { createErpOrdersService } from './modules/orders/erp-orders.service.ts';
import { registerOrderMessagesRoutes } from './modules/orders/messages/order-messages.routes.ts';
import { createOrderMessagesService } from './modules/orders/messages/order-messages.service.ts';
import { registerOrdersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createOrderHomeService } from './modules/orders/queries/order-home.service.ts';
import { registerQuoteSheetsRoutes } from './modules/orders/quote-sheets/quote-sheets.routes.ts';
import { createQuoteSheetsService } from './modules/orders/quote-sheets/quote-sheets.service.ts';
import { createOrderRatingsService } from './modules/orders/ratings/order-ratings.service.ts';
import { createBomMatchingService } from './modules/parts/bom-matching.service.ts';
import { registerPartsRoutes } from './modules/parts/parts.routes.ts';
import { createPartsService } from './modules/parts/parts.service.ts';
import { registerStockLedgerRoutes } from './modules/parts/stock-ledger.routes.ts';
import { createStockLedgerService } from './modules/parts/stock-ledger.service.ts';
import { registerCollectionsRoutes } from './modules/payments/collections.routes.ts';
import { registerLedgerRoutes } from './modules/payments/ledger.routes.ts';
import { createPaymentServices } from './modules/payments/payment-services.ts';
import { registerPaymentsRoutes } from './modules/payments/payments.routes.ts';
import { registerSandboxRoutes } from './modules/payments/sandbox.routes.ts';
import { registerPerformanceRoutes } from './modules/performance/performance.routes.ts';
import { createPerformanceService } from './modules/performance/performance.service.ts';
import { registerPointsRoutes } from './modules/points/points.routes.ts';
import { createPointsService } from './modules/points/points.service.ts';
import { registerPointsMallRoutes } from './modules/points-mall/points-mall.routes.ts';
import { createPointsMallService } from './modules/points-mall/points-mall.service.ts';
import { registerPointsMallAdminRoutes } from './modules/points-mall/points-mall-admin.routes.ts';
import { createPointsMallAdminService } from './modules/points-mall/points-mall-admin.service.ts';
import { registerPriceBookRoutes } from './modules/price-book/price-book.routes.ts';
import { createPriceBookService } from './modules/price-book/price-book.service.ts';
import { listStorageKeysUsedByAvatars } from './modules/profile/profile.public.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { registerPurchaseOrdersRoutes } from './modules/purchase-orders/purchase-orders.routes.ts';
import { createPurchaseOrdersService } from './modules/purchase-orders/purchase-orders.service.ts';
import { registerQuotesRoutes } from './modules/quotes/quotes.routes.ts';
import { createQuotesService } from './modules/quotes/quotes.service.ts';
import { registerRebatesRoutes } from './modules/rebates/rebates.routes.ts';
import { createRebatesService } from './modules/rebates/rebates.service.ts';
import { registerPurchaseReturnsRoutes } from './modules/returns/purchase-returns.routes.ts';
import { createPurchaseReturnsService } from './modules/returns/purchase-returns.service.ts';
import { registerSalesReturnsRoutes } from './modules/returns/sales-returns.routes.ts';
import { createSalesReturnsService } from './modules/returns/sales-returns.service.ts';
import { registerRolesRoutes } from './modules/roles/roles.routes.ts';
import { createRolesService } from './modules/roles/roles.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { registerSitePagesRoutes, siteOriginOf } from './modules/site-pages/site-pages.routes.ts';
import { createSitePagesService } from './modules/site-pages/site-pages.service.ts';
import { registerStaffRoutes } from './modules/staff/staff.routes.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { registerStaffUsersRoutes } from './modules/staff/staff-users.routes.ts';
import { createStaffUsersService } from './modules/staff/staff-users.service.ts';
import { createConfiguredFileStorage } from './modules/storage/configured-file-storage.ts';
import type { FileStorage } from './modules/storage/file-storage.ts';
import { createStoredContentsService } from './modules/storage/stored-contents.service.ts';
import { registerSuppliersRoutes } from './modules/suppliers/suppliers.routes.ts';
import { createSuppliersService } from './modules/suppliers/suppliers.service.ts';
import { registerVerificationCodesRoutes } from './modules/verification-codes/verification-codes.routes.ts';
import { createVerificationCodesService } from './modules/verification-codes/verification-codes.service.ts';
import { registerTrafficRoutes } from './modules/visit-logs/traffic.routes.ts';
import { createTrafficService } from './modules/visit-logs/traffic.service.ts';
import { registerVisitLogsRoutes } from './modules/visit-logs/visit-logs.routes.ts';
import { createVisitLogsService } from './modules/visit-logs/visit-logs.service.ts';
import { resolveWithDns } from './modules/webhooks/webhook-destination.ts';
import { registerWebhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { createWebhooksService, type WebhooksService } from './modules/webhooks/webhooks.service.ts';
import { registerWechatMiniRoutes } from './modules/wechat-mini/wechat-mini.routes.ts';
import { createWechatMiniService } from './modules/wechat-mini/wechat-mini.service.ts';
import { type RegisteredRoute, registerAccessControl } from './plugins/access.ts';
import { answerClientError } from './plugins/client-errors.ts';
import { registerConnectionDraining } from './plugins/connection-draining.ts';
import {
  answerFrameworkError,
  buildRateLimitError,
  maxPathParameterLength,
  registerErrorHandler,
  registerNotFoundHandler,
} from './plugins/envelope.ts';
import { registerI18n } from './plugins/i18n.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { createRateLimitCounters, type RateLimitCounters } from './plugins/rate-limit-store.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import { generateRequestId, registerRequestIdHeader } from './plugins/request-id.ts';
import { registerRequestMetrics } from './plugins/request-metrics.ts';
import { compiledValidatorCompiler } from './plugins/request-validation.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessionDecorator } from './plugins/sessions.ts';
import { registerUnstorableTextCheck } from './plugins/unstorable-text.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createFileWorkerPool, defaultFileWorkerLimits, type FileWorkerPool } from './workers/file-worker-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route (and the site's /sitemap.xml and /robots.txt) with its declared access, filled as routes register. */
    registeredRoutes: readonly RegisteredRoute[];
    /** The worker threads that read uploaded files (closed with the app). */
    fileWorkerPool: FileWorkerPool;
    /** Where stored files live (the disk or an S3-compatible bucket): every stored byte goes through it. */
    fileStorage: FileStorage;
    /** Customers' webhooks: main.ts's pg-boss job runs its dispatch and delivery; tests drive them directly. */
    webhooks: WebhooksService;
    /** Reminders of design rounds waiting for the customer: main.ts's pg-boss job runs them; tests drive them. */
    designReminders: DesignRoundReminders;
    /** The per-address ceilings' counters: the clean-up job prunes ended windows; tests flush batched hits. */
    rateLimitCounters: RateLimitCounters;
    /** Purges of stale rows and released stored content: main.ts's pg-boss job runs them; tests drive them. */
    cleanUps: CleanUps;
  }
}

/** What the app is built on: an open (migrated) database, a clock and optional logging overrides. */
export type AppDependencies = {
  database: DatabaseHandle;
  /** The file store; by default the one the settings name (STORAGE), which main.ts has already checked. */
  storage?: FileStorage;
  now?: () => Date;
  /** Replaces the pino logger settings (tests pass a stream or false). */
  logger?: FastifyServerOptions['logger'];
  /** Starts the file workers and loads their libraries now rather than at the first upload (the server does). */
  warmFileWorkers?: boolean;
};

/** Request bodies above 1 MiB are refused with 413 (uploads will set their own limit). */
export const bodyLimitBytes = 1024 * 1024;

/** Builds the Fastify app: plugins and modules registered explicitly; it does not listen. */
export async function buildApp(config: AppConfig, dependencies: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: dependencies.logger ?? { level: config.logLevel },
    genReqId: generateRequestId,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: bodyLimitBytes,
    routerOptions: { maxParamLength: maxPathParameterLength },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    trustProxy: toTrustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body must be a 415, not a string handed to a JSON schema.
  app.removeContentTypeParser('text/plain');

  registerI18n(app);
  registerSessionDecorator(app);
  registerRequestIdHeader(app);
  registerRequestContext(app);
  registerSecurityHeaders(app);
  // Prometheus metrics only when METRICS_TOKEN is set (no token: nothing is counted and GET /metrics is a 404). The
  // request hook goes on the root before any route, so every route and the 404s are counted.
  const metrics = config.metricsToken
    ? createMetricsService({ database: dependencies.database, fileWorkers: () => fileWorkers })
    : undefined;
  if (metrics) registerRequestMetrics(app, metrics);
  registerConnectionDraining(app);
  registerOriginCheck(app, { publicOrigin: config.publicOrigin });
  registerErrorHandler(app);
  const { db, kind } = dependencies.database;
  const now = dependencies.now ?? (() => new Date());
  await app.register(compress);
  await app.register(cookie);
  // The per-address ceilings are counted in the database, shared by every instance (plugins/rate-limit-store.ts).
  const rateLimitCounters = createRateLimitCounters({ db, now, log: app.log });
  app.decorate('rateLimitCounters', rateLimitCounters);
  app.addHook('onClose', () => rateLimitCounters.stop());
  await app.register(rateLimit, {
    global: false,
    store: rateLimitCounters.Store,
    errorResponseBuilder: buildRateLimitError,
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerOpenApi(app);

  const fileWorkers = createFileWorkerPool({
    size: config.fileWorkers,
    limits: { ...defaultFileWorkerLimits, timeoutMs: config.fileParseTimeoutMs },
    ...(metrics ? { onTaskSettled: metrics.observeFileTask } : {}),
  });
  app.decorate('fileWorkerPool', fileWorkers);
  // onClose runs after the requests in flight have been answered.
  app.addHook('onClose', () => fileWorkers.close());
  if (dependencies.warmFileWorkers) void fileWorkers.warmUp();
  const sessions = createSessionsService({ db, now });
  const passwordCost = scryptCostOf(config.passwordHashCost);
  // Publications on any instance reach this one's cached book through LISTEN/NOTIFY (started on ready, stopped on close).
  const priceBook = createPriceBookService({ db, now, listen: dependencies.database.listen, log: app.log });
  app.addHook('onReady', () => priceBook.startListening());
  app.addHook('onClose', () => priceBook.stopListening());
  const dictionary = createDictionaryService({ priceBook });
  const quoteServices = { priceBook, dictionary, quotes: createQuotesService({ priceBook, now }) };
  const storage = dependencies.storage ?? createConfiguredFileStorage(config.storage);
  app.decorate('fileStorage', storage);
  // A store the app made is the app's to close; one handed in is its maker's (main.ts closes it last).
  if (!dependencies.storage) app.addHook('onClose', () => storage.close());
  // Content rows share (files, previews, images, avatars stored by hash) is deleted only after a grace period, when no
  // row uses it then (decision 0010).
  const contents = createStoredContentsService({
    db,
    storage,
    now,
    listReferencedKeys: async (connection, keys) =>
      new Set([
        ...(await listStorageKeysUsedByFiles(connection, keys)),
        ...(await listStorageKeysUsedByImages(connection, keys)),
        ...(await listStorageKeysUsedByAvatars(connection, keys)),
      ]),
  });
  const services = {
    sessions,
    auth: createAuthService({ db, sessions, now, passwordCost }),
    menus: createMenusService({ db }),
    health: createHealthService({ db, kind, storage }),
    files: createFilesService({ db, storage, contents, now, fileWorkers }),
    images: createImagesService({ db, storage, contents, now }),
  };
  app.decorate(
    'cleanUps',
    createCleanUps({
      steps: [
        { name: 'staleSessions', run: sessions.purgeStaleSessions },
        { name: 'expiredFiles', run: services.files.purgeExpiredFiles },
        { name: 'orphanedContents', run: contents.sweepOrphans },
        { name: 'endedRateLimitWindows', run: rateLimitCounters.purgeEndedWindows },
      ],
      log: app.log,
    }),
  );
  const notifications = createNotificationProviders(config, { db, now });
  const verificationCodes = createVerificationCodesService({
    db,
    now,
    sms: notifications.sms,
    mail: notifications.mail,
    codeSecret: config.codeSecret,
    codesPerIpHour: config.smsCodesPerIpHour,
    resendSeconds: config.codeResendSeconds,
    log: app.log,
  });
  const memberServices = {
    verificationCodes,
    accounts: createAccountsService({
      db,
      now,
      sessions,
      verificationCodes,
      mail: notifications.mail,
      passwordCost,
      log: app.log,
    }),
    profile: createProfileService({ db, now, storage, contents }),
    addresses: createAddressesService({ db, now }),
    cart: createCartService({ db, now }),
    points: createPointsService({ db, now }),
    pointsMall: createPointsMallService({ db, now }),
    pointsMallAdmin: createPointsMallAdminService({ db, now }),
    outbox: createOutboxService({ db }),
  };
  // The "other calls" of the original site: contact-page feedback, visit logs, mini-program links.
  const commonServices = {
    feedback: createFeedbackService({
      db,
      now,
      mail: notifications.mail,
      staffMailbox: config.staffMailbox,
      log: app.log,
    }),
    visitLogs: createVisitLogsService({ db, now }),
    traffic: createTrafficService({ db, now }),
    wechatMini: createWechatMiniService({ settings: config.wechatMini, now, db, log: app.log }),
  };

  // Live order updates: one LISTEN per instance (started on ready, stopped on close); see order-events/README.md.
  const orderEventsHub = createOrderEventsHub({ db, listen: dependencies.database.listen, log: app.log });
  const liveServices = {
    orderEventsHub,
    orderEvents: createOrderEventsService({ db, hub: orderEventsHub, now, log: app.log }),
  };
  app.decorate('orderEventsLive', liveServices);

  const paymentServices = createPaymentServices(config, { db, now, log: app.log });
  // The layout design service (issue 16): its jobs are paid through the payments module (decision 0008).
  const designJobs = createDesignJobsService({
    db,
    now,
    priceBook: async () => (await priceBook.getCurrentPriceBook()).book,
  });
  app.decorate(
    'designReminders',
    createDesignRoundReminders({ db, now, mail: notifications.mail, sms: notifications.sms, log: app.log }),
  );
  const invoiceServices = { invoices: createInvoicesService({ db, now }), rebates: createRebatesService({ db, now }) };
  // The parts catalogue reads the suppliers' offers of a part through the suppliers service.
  const suppliers = createSuppliersService({ db, now });
  const parts = createPartsService({ db, now, listOffersOfPart: suppliers.listPartOffers });
  const catalogueServices = {
    suppliers,
    parts,
    catalogueImport: createCatalogueImportService({ db, parts, suppliers }),
    // A customer's BOM is read again from its file and matched against the catalogue (before and at ordering).
    bomMatching: createBomMatchingService({ db, readOwnBomLines: services.files.readOwnBomLines }),
    stockLedger: createStockLedgerService({ db, now }),
    purchaseReturns: createPurchaseReturnsService({ db, now }),
  };

  const orderServices = {
    orders: createOrdersService({
      db,
      now,
      quotes: quoteServices.quotes,
      bankAccount: config.payments.bank,
      matchOwnBom: catalogueServices.bomMatching.matchOwnBom,
    }),
    orderRatings: createOrderRatingsService({ db, now }),
    orderHome: createOrderHomeService({ db, now, files: services.files }),
    erpOrders: createErpOrdersService({ db, now }),
    quoteSheets: createQuoteSheetsService({ db, now }),
    orderMessages: createOrderMessagesService({ db, now }),
    purchaseOrders: createPurchaseOrdersService({ db, now }),
    staff: createStaffService({ db }),
    staffUsers: createStaffUsersService({ db, now, passwordCost, sms: notifications.sms }),
    roles: createRolesService({ db, now }),
    performance: createPerformanceService({ db }),
    salesReturns: createSalesReturnsService({ db }),
    customers: createCustomersService({ db, now }),
    audit: createAuditService({ db, now }),
    content: createContentService({ db, now }),
  };
  const profileServices = {
    orderProfiles: createOrderProfilesService({ db, now }),
    reorder: createReorderService({ db, quotes: quoteServices.quotes }),
  };

  const webhookServices = {
    webhooks: createWebhooksService({
      db,
      now,
      allowedHosts: config.webhookAllowedHosts,
      resolve: resolveWithDns,
      mail: notifications.mail,
      log: app.log,
    }),
  };
  app.decorate('webhooks', webhookServices.webhooks);
  const apiKeys = createApiKeysService({ db, now, requestsPerMinute: config.apiKeyRequestsPerMinute });

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  await app.register(
    async (api) => {
      registerAccessControl(
        api,
        { sessions, apiKeys, listTagsOfRole: (roleId) => listTagsOfRole(db, roleId) },
        registeredRoutes,
      );
      registerUnstorableTextCheck(api);
      registerHealthRoutes(api, services);
      registerAuthRoutes(api, services, { loginsPerIpMinute: config.loginsPerIpMinute });
      registerMenusRoutes(api, services);
      registerVerificationCodesRoutes(api, memberServices);
      registerAccountsRoutes(api, { ...memberServices, files: services.files });
      registerProfileRoutes(api, memberServices);
      registerAddressesRoutes(api, memberServices);
      registerCartRoutes(api, memberServices);
      registerPointsRoutes(api, memberServices);
      registerPointsMallRoutes(api, memberServices);
      registerPointsMallAdminRoutes(api, memberServices);
      // Development aid: the outbox providers' messages; the route does not exist in production.
      if (!config.isProduction) registerOutboxRoutes(api, memberServices);
      registerPriceBookRoutes(api, quoteServices);
      registerDictionaryRoutes(api, quoteServices);
      registerQuotesRoutes(api, quoteServices, { quoteRateLimit: config.quoteRateLimit });
      registerFilesRoutes(api, services, { dataDir: config.dataDir });
      registerImagesRoutes(api, services, { dataDir: config.dataDir });
      registerOrdersRoutes(api, orderServices);
      registerOrderProfilesRoutes(api, profileServices);
      registerWebhooksRoutes(api, webhookServices);
      registerApiKeysRoutes(api, { apiKeys });
      registerErpOrdersRoutes(api, orderServices);
      registerQuoteSheetsRoutes(api, orderServices);
      registerOrderMessagesRoutes(api, orderServices);
      registerPurchaseOrdersRoutes(api, orderServices);
      registerStaffRoutes(api, orderServices);
      registerStaffUsersRoutes(api, orderServices);
      registerRolesRoutes(api, orderServices);
      registerPerformanceRoutes(api, orderServices);
      registerPaymentsRoutes(api, paymentServices);
      registerDesignJobsRoutes(
        api,
        { designJobs, files: services.files, payments: paymentServices.payments },
        { dataDir: config.dataDir },
      );
      registerCollectionsRoutes(api, paymentServices);
      registerInvoicesRoutes(api, invoiceServices);
      registerRebatesRoutes(api, invoiceServices);
      registerLedgerRoutes(api, paymentServices);
      registerSalesReturnsRoutes(api, orderServices);
      registerCustomersRoutes(api, orderServices);
      registerAuditRoutes(api, orderServices);
      registerContentRoutes(api, orderServices);
      registerPartsRoutes(api, catalogueServices);
      registerSuppliersRoutes(api, catalogueServices);
      registerStockLedgerRoutes(api, catalogueServices);
      registerPurchaseReturnsRoutes(api, catalogueServices);
      registerCatalogueImportRoutes(api, catalogueServices, {
        dataDir: config.dataDir,
        listTagsOfRole: (roleId) => listTagsOfRole(db, roleId),
      });
      // Development aid: the sandbox gateway's pay page and settle call; absent in production (sandbox undefined).
      if (paymentServices.sandbox) registerSandboxRoutes(api, { sandbox: paymentServices.sandbox });
      registerOrderEventsRoutes(api, liveServices, { publicOrigin: config.publicOrigin });
      registerFeedbackRoutes(api, commonServices);
      registerVisitLogsRoutes(api, commonServices, { visitLogsPerIpMinute: config.visitLogsPerIpMinute });
      registerTrafficRoutes(api, commonServices);
      registerWechatMiniRoutes(api, commonServices);
    },
    { prefix: '/api' },
  );

  // The site's root files for crawlers, under the same access declaration as the API.
  const sitePages = createSitePagesService({
    content: orderServices.content,
    offerPricing: { priceBook: async () => (await priceBook.getCurrentPriceBook()).book, now },
  });
  await app.register(async (site) => {
    registerAccessControl(
      site,
      { sessions, apiKeys, listTagsOfRole: (roleId) => listTagsOfRole(db, roleId) },
      registeredRoutes,
    );
    registerSitePagesRoutes(site, { sitePages }, { publicOrigin: config.publicOrigin });
  });

  if (metrics && config.metricsToken) registerMetricsRoutes(app, { metrics }, config.metricsToken);

  const renderPage = (request: FastifyRequest) =>
    sitePages.renderPage({
      origin: siteOriginOf(request, config.publicOrigin),
      url: request.url,
      acceptLanguage: request.headers['accept-language'],
    });
  registerNotFoundHandler(app, await registerWebApp(app, config.webDist, renderPage));
  return app;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n proxies". */
function toTrustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
