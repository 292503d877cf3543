/** The customer as staff recognise them: the nickname and the phone, or the phone alone. */
export function describeCustomer(row: { customerName: string; customerPhone: string }): string {
  const name = row.customerName.trim();
  if (!name || name === row.customerPhone) return row.customerPhone;
  return `${name} (${row.customerPhone})`;
}
