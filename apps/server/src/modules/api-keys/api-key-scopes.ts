import type { ApiKeyScope } from '@boardforge/contracts/api-keys.ts';

/**
 * The calls an API key may make and the scope each needs, by "METHOD url" as registered. A call missing here refuses
 * keys (staff calls are never here: keys act only as customers). The webhook endpoints and their delivery log are under `webhooks`.
 * A test checks that every entry is a registered customer or public route.
 */
export const apiKeyScopeByRoute: Readonly<Record<string, ApiKeyScope>> = {
  'POST /api/pcb/calcPcbPrice': 'quote',
  'POST /api/pcb/calcSmtPrice': 'quote',
  'POST /api/pcb/calcStenPrice': 'quote',
  'POST /api/pcb/calcLayoutDesign': 'quote',
  'POST /api/file/uploadGerber': 'files',
  'POST /api/file/uploadBom': 'files',
  'POST /api/file/uploadCpl': 'files',
  'POST /api/file/remapBom': 'files',
  'GET /api/file/download': 'files',
  'GET /api/orderInfo/list': 'orders:read',
  'GET /api/orderInfo/home': 'orders:read',
  'GET /api/orderInfo/detail': 'orders:read',
  'GET /api/pay/status': 'orders:read',
  // An order names one of the owner's delivery addresses: a key that places orders may list them.
  'GET /api/address/list': 'orders:write',
  'POST /api/orderInfo/saveOrder': 'orders:write',
  'POST /api/orderInfo/attachFiles': 'orders:write',
  'POST /api/orderInfo/cancel': 'orders:write',
  'POST /api/orderInfo/acceptQuote': 'orders:write',
  'POST /api/orderInfo/acceptAdjustedPrice': 'orders:write',
  'POST /api/pay/create': 'orders:write',
  // The sandbox gateway's pay call exists outside production only, for trying the whole flow with a key.
  'POST /api/dev/sandbox/pay': 'orders:write',
  // The layout design service (/api/design/…) takes no key: its rounds are answered by a person on the job page.
  'GET /api/webhooks/list': 'webhooks',
  'POST /api/webhooks/create': 'webhooks',
  'POST /api/webhooks/update': 'webhooks',
  'POST /api/webhooks/rotate': 'webhooks',
  'POST /api/webhooks/delete': 'webhooks',
  'GET /api/webhooks/log': 'webhooks',
  'POST /api/webhooks/resend': 'webhooks',
};

/** The scope a key needs for a call, or undefined when the call refuses keys. */
export function findApiKeyScope(method: string, url: string | undefined): ApiKeyScope | undefined {
  return url === undefined ? undefined : apiKeyScopeByRoute[`${method} ${url}`];
}
