/** The link to an order on the sales order screen, where approveReturn is done (the drawer opens on `orderId`). */
export function buildOrderLink(orderId: string): string {
  return `/erp/salesOrders?orderId=${encodeURIComponent(orderId)}`;
}
