const unitPriceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const countFormat = new Intl.NumberFormat('en-US');

/** A component's unit price in yuan as purchasing reads it: ¥ and four decimals (¥0.0123). */
export function formatUnitYuan(amount: number | null): string {
  return amount === null ? '—' : `¥${unitPriceFormat.format(amount)}`;
}

/** A supplier's unit price in its own currency, four decimals (USD 0.0123). */
export function formatOfferPrice(currency: string, amount: number): string {
  return `${currency} ${unitPriceFormat.format(amount)}`;
}

/** A count of pieces with thousands separators (12,000). */
export function formatCount(count: number): string {
  return countFormat.format(count);
}
