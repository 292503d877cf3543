import type { ErrorCode, ErrorReason } from '@boardforge/contracts/envelope.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * Refusals whose reason is more specific than their code's: the message key names the case, the reason is what
 * clients act on (contracts `errorReasons`). Every other refusal takes its code's reason below.
 */
const reasonsByMessageKey: Partial<Record<MessageKey, ErrorReason>> = {
  'auth.badCredentials': 'auth.badCredentials',
  'auth.accountLocked': 'auth.locked',
  'auth.tooManyAtOnce': 'auth.tooManyAtOnce',
  'errors.crossSiteRequest': 'access.crossSite',
  'orders.staleStatus': 'order.staleStatus',
  'orders.notAllowedFromStatus': 'order.actionNotAllowed',
  'orders.idempotencyConflict': 'request.idempotencyConflict',
  'priceBook.versionChanged': 'priceBook.versionChanged',
  'accounts.phoneTaken': 'account.taken',
  'accounts.emailTaken': 'account.taken',
  'staffUsers.phoneTaken': 'account.taken',
  'content.stale': 'content.stale',
  'design.staleStatus': 'design.staleStatus',
  'design.notAllowedFromStatus': 'design.actionNotAllowed',
  'design.staleRound': 'design.staleRound',
  'files.formulaCell': 'file.formulaCell',
  'files.formulaCellInSheet': 'file.formulaCell',
};

/** The reason of a refusal with no more specific one: one per answer code. */
const reasonsByCode: Record<ErrorCode, ErrorReason> = {
  '400': 'request.invalid',
  '401': 'auth.required',
  '403': 'access.forbidden',
  '404': 'resource.notFound',
  '408': 'request.invalid',
  '409': 'state.conflict',
  '413': 'field.tooLarge',
  '415': 'file.wrongType',
  '429': 'rate.limited',
  '431': 'request.invalid',
  '500': 'server.internal',
  '503': 'service.unavailable',
};

/**
 * The `data.reason` of an error answer: the one its thrower gave, else its message key's, else `field.invalid` for
 * a 400 naming fields, else its code's.
 */
export function reasonOfRefusal(
  code: ErrorCode,
  refusal: { reason?: ErrorReason | undefined; messageKey?: MessageKey; hasFieldErrors?: boolean } = {},
): ErrorReason {
  if (refusal.reason) return refusal.reason;
  const byKey = refusal.messageKey === undefined ? undefined : reasonsByMessageKey[refusal.messageKey];
  if (byKey) return byKey;
  if (code === '400' && refusal.hasFieldErrors) return 'field.invalid';
  return reasonsByCode[code];
}
