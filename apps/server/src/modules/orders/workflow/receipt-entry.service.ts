import type { Db } from '../../../db/client.ts';
import type { Language } from '../../../i18n/messages.ts';
import { listTagsOfRole } from '../../menus/menus.repository.ts';
import type { CurrentSession } from '../../sessions/sessions.service.ts';
import { lockOrderById } from '../orders.repository.ts';
import { readOrderedQuantity } from '../orders.view.ts';
import { decideAndWrite } from './order-decisions.service.ts';
import { buildActor } from './order-facts.service.ts';

/**
 * Takes an order's warehouse entry (8 → 9) once everything its purchase orders bought has arrived: the receipt that
 * completes them moves the order in the same transaction, as the staff member who booked it (the table's rule for
 * warehouseEntry applies: `stock:entry`). The quantity received is what was ordered. False when the order is not
 * awaiting warehouse entry (not yet approved, or moved on).
 */
export async function enterWarehouseOnReceipt(
  tx: Db,
  input: { orderId: string; session: CurrentSession; now: Date; language: Language },
): Promise<boolean> {
  const order = await lockOrderById(tx, input.orderId);
  if (order?.status !== 8) return false;
  const quantity = readOrderedQuantity(order) ?? 1;
  const actor = buildActor(input.session, await listTagsOfRole(tx, input.session.role));
  await decideAndWrite(tx, {
    order,
    actor,
    action: 'warehouseEntry',
    payload: { quantity },
    recordedPayload: { quantity, by: 'purchaseOrderReceipt' },
    now: input.now,
    language: input.language,
  });
  return true;
}
