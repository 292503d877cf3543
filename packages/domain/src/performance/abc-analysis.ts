import { type Fen, roundHalfUp } from '../money/fen.ts';

/**
 * ABC analysis of revenue (the back office's performance module): rank contributors by revenue, then class A holds
 * the first 80 % of it, B the next 15 %, C the rest.
 *
 * The boundary rule, exactly: a row is A while the revenue of the rows ranked before it is < 80 % of the total, B
 * while it is < 95 %, otherwise C. So the row that crosses a boundary belongs to the class it starts in (the first
 * row is always A; a row that alone holds 90 % is A and the next is B). The comparison is done on integer fen, so no
 * float rounding can move a row across a boundary.
 */

/** The classes, in rank order. */
export const abcClasses = ['A', 'B', 'C'] as const;
export type AbcClass = (typeof abcClasses)[number];

/** Class A ends at 80 % of the revenue, class B at 95 % (in percent, so the comparison stays in integers). */
export const abcBoundaryPercents = { A: 80, B: 95 } as const;

/** One contributor's net revenue (payments − refunds) in fen. */
export type RevenueEntry = { key: string; amountFen: Fen };

/** A ranked row: its share of the total and the cumulative share up to and including it, as fractions of 1. */
export type AbcRow = {
  key: string;
  amountFen: Fen;
  share: number;
  cumulativeShare: number;
  class: AbcClass;
};

/** What one class holds: how many rows, their revenue and its share of the total. */
export type AbcClassSummary = { class: AbcClass; count: number; amountFen: Fen; share: number };

/** Shares are fractions rounded to 4 decimals (0.01 %): what a percentage with two decimals shows. */
const shareScale = 10_000;

/** Rounds a fraction to 4 decimals with the domain's one rounding (half up). */
function roundShare(numerator: number, denominator: number): number {
  return roundHalfUp((numerator * shareScale) / denominator) / shareScale;
}

/** The class of a row from the revenue ranked before it (the boundary rule above), in integer arithmetic. */
function classifyByRevenueBefore(beforeFen: Fen, totalFen: Fen): AbcClass {
  if (beforeFen * 100 < totalFen * abcBoundaryPercents.A) return 'A';
  if (beforeFen * 100 < totalFen * abcBoundaryPercents.B) return 'B';
  return 'C';
}

/**
 * Ranks entries by revenue (largest first, ties by key so the order is stable) and classes them A, B or C. Entries
 * whose net revenue is zero or negative (refunds in the window exceeding payments) have no revenue to share out and
 * are left out; no entries, or none positive, give no rows. `cumulativeShare` of the last row is exactly 1.
 */
export function classifyAbc(entries: readonly RevenueEntry[]): AbcRow[] {
  const ranked = entries
    .filter((entry) => entry.amountFen > 0)
    .toSorted((left, right) => right.amountFen - left.amountFen || compareKeys(left.key, right.key));
  let totalFen = 0;
  for (const entry of ranked) totalFen += entry.amountFen;
  let beforeFen = 0;
  return ranked.map((entry) => {
    const rowClass = classifyByRevenueBefore(beforeFen, totalFen);
    beforeFen += entry.amountFen;
    return {
      key: entry.key,
      amountFen: entry.amountFen,
      share: roundShare(entry.amountFen, totalFen),
      cumulativeShare: roundShare(beforeFen, totalFen),
      class: rowClass,
    };
  });
}

/** How many rows, how much revenue and what share of it each class holds (every class listed, empty ones as 0). */
export function summarizeAbcClasses(rows: readonly AbcRow[]): AbcClassSummary[] {
  let totalFen = 0;
  for (const row of rows) totalFen += row.amountFen;
  return abcClasses.map((abcClass) => {
    const members = rows.filter((row) => row.class === abcClass);
    let amountFen = 0;
    for (const row of members) amountFen += row.amountFen;
    return {
      class: abcClass,
      count: members.length,
      amountFen,
      share: totalFen > 0 ? roundShare(amountFen, totalFen) : 0,
    };
  });
}

// Code-unit order, not locale order: the same on the server and in every browser.
function compareKeys(left: string, right: string): number {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}
