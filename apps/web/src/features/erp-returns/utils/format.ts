/** The customer as staff recognise them: the nickname and the phone, or the phone alone. */
export function describeCustomer(row: { customerName: string; customerPhone: string }): string {
  const name = row.customerName.trim();
  if (!name || name === row.customerPhone) return row.customerPhone;
  return `${name} (${row.customerPhone})`;
}

/** The link to an order on the sales order screen, where approveReturn is done (the drawer opens on `orderId`). */
export function buildOrderLink(orderId: string): string {
  return `/erp/salesOrders?orderId=${encodeURIComponent(orderId)}`;
}
