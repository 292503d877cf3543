import { reportUtcOffsetHours } from '../performance/report-window.ts';

/**
 * Rebates (返利): a rule gives back `rateBasisPoints` (1 bp = 0.01 %) of a period's volume once the volume reaches
 * `thresholdFen`, counted by calendar month or quarter in China time. Sales rebates are what we pay back to a customer
 * on their completed orders; purchase rebates what a supplier pays back to us on what we bought.
 */

/** The periods a rule counts by. */
export const rebatePeriodKinds = ['month', 'quarter'] as const;
export type RebatePeriodKind = (typeof rebatePeriodKinds)[number];

/** The highest rate a rule may give back: 50 % (5 000 basis points). */
export const maxRebateRateBasisPoints = 5_000;
const basisPointsPerWhole = 10_000n;

/** A rule's terms: from `thresholdFen` of volume in a period on, `rateBasisPoints` of the whole volume back. */
export type RebateTerms = { thresholdFen: number; rateBasisPoints: number };

/**
 * The rebate of a period's volume, whole fen: 0 below the threshold (or with no volume), else volume × rate rounded
 * half up once (in bigint, exact for any volume a database sum can hold). The SQL that applies a rule to every
 * customer (rebates.repository.ts) says the same: (sum × bp + 5000) / 10000.
 */
export function computeRebateFen(volumeFen: number, terms: RebateTerms): number {
  if (volumeFen <= 0 || volumeFen < terms.thresholdFen) return 0;
  const exact = BigInt(volumeFen) * BigInt(terms.rateBasisPoints);
  return Number((exact + basisPointsPerWhole / 2n) / basisPointsPerWhole);
}

/** A period: its label ("2026-11", "2026-Q4"), kind, first day and the day after its last (`YYYY-MM-DD`). */
export type RebatePeriod = { label: string; kind: RebatePeriodKind; firstDay: string; nextDay: string };

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
const quarterPattern = /^(\d{4})-Q([1-4])$/;

/** Reads a period label: `YYYY-MM` (a month) or `YYYY-Qn` (a quarter); undefined when it is neither. */
export function parseRebatePeriod(label: string): RebatePeriod | undefined {
  const month = monthPattern.exec(label);
  if (month?.[1] && month[2]) return buildPeriod(label, 'month', Number(month[1]), Number(month[2]), 1);
  const quarter = quarterPattern.exec(label);
  if (quarter?.[1] && quarter[2])
    return buildPeriod(label, 'quarter', Number(quarter[1]), Number(quarter[2]) * 3 - 2, 3);
  return undefined;
}

function buildPeriod(
  label: string,
  kind: RebatePeriodKind,
  year: number,
  firstMonth: number,
  months: number,
): RebatePeriod {
  const next = firstMonth + months;
  const nextYear = next > 12 ? year + 1 : year;
  const nextMonth = next > 12 ? next - 12 : next;
  const day = (y: number, m: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
  return { label, kind, firstDay: day(year, firstMonth), nextDay: day(nextYear, nextMonth) };
}

/** The instants a period covers in China time: `start` included, `end` excluded. */
export function toPeriodWindow(period: RebatePeriod): { start: Date; end: Date } {
  const offset = `+${String(reportUtcOffsetHours).padStart(2, '0')}:00`;
  return {
    start: new Date(`${period.firstDay}T00:00:00${offset}`),
    end: new Date(`${period.nextDay}T00:00:00${offset}`),
  };
}
