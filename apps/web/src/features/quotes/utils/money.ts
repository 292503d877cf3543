const yuanFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats yuan as the UI shows money in both languages: ¥ with thousands separators and two decimals (¥5,364.00). */
export function formatYuan(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}¥${yuanFormat.format(Math.abs(amount))}`;
}

/** Formats an area in m² without binary noise (0.05, 20, 1.2345). */
export function formatArea(areaM2: number): string {
  return String(Number(areaM2.toFixed(4)));
}
