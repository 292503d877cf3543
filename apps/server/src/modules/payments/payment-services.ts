import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createCollectionsService } from './collections.service.ts';
import { createSandboxGateway } from './gateways/sandbox-gateway.ts';
import { createLedgerService } from './ledger.service.ts';
import { createPaymentNotificationsService } from './payment-notifications.ts';
import { createPaymentsService, type PaymentsDependencies } from './payments.service.ts';
import { createSandboxService } from './sandbox.service.ts';

/**
 * The payment services of an app: payments (create, status), gateway notifications, bank-transfer collections, the
 * ledger tab, and outside production the sandbox gateway (undefined in production: its routes and notifications do
 * not exist there).
 */
export function createPaymentServices(
  config: Pick<AppConfig, 'isProduction' | 'payments'>,
  dependencies: { db: Db; now: () => Date; log: PaymentsDependencies['log'] },
) {
  const { db, now } = dependencies;
  const settings = config.payments;
  const gateway = config.isProduction || !settings.channels.includes('sandbox') ? undefined : createSandboxGateway();
  return {
    payments: createPaymentsService({ db, now, settings, log: dependencies.log }),
    paymentNotifications: createPaymentNotificationsService({ db, now, settings, sandbox: gateway }),
    collections: createCollectionsService({ db, now }),
    ledger: createLedgerService({ db }),
    sandbox: gateway ? createSandboxService({ db, now, gateway }) : undefined,
  };
}
