/** The contact fields a back-office row carries of its customer. */
type CustomerContact = { customerName: string; customerPhone: string };

/** The customer as staff recognise them: the nickname and the phone, or the phone alone. */
export function describeCustomer(customer: CustomerContact): string {
  const name = customer.customerName.trim();
  if (!name || name === customer.customerPhone) return customer.customerPhone;
  return `${name} (${customer.customerPhone})`;
}

/** A customer in a back-office table cell or description (describeCustomer's words). */
export function CustomerLabel({ customer }: { customer: CustomerContact }) {
  return <>{describeCustomer(customer)}</>;
}
