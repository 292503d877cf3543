/** A rate in basis points (1 bp = 0.01 %) as a percentage: 300 → "3%", 125 → "1.25%". */
export function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })}%`;
}

/** The period before the one an instant falls in, as a rule applies it by default: last month or last quarter. */
export function previousPeriod(kind: 'month' | 'quarter', now: Date): string {
  // China time, where the business's months begin (UTC+8, no daylight saving).
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const year = china.getUTCFullYear();
  const month = china.getUTCMonth() + 1;
  if (kind === 'month') return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  const quarter = Math.ceil(month / 3);
  return quarter === 1 ? `${year - 1}-Q4` : `${year}-Q${quarter - 1}`;
}
