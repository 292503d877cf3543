import { isOneOf } from './options.ts';
import type { IssueParam, PricingIssue, PricingRuleId } from './pricing-rules.ts';

// Small checks shared by the engines' validation: each pushes an issue and answers whether the value passed.

const tolerance = 1e-9;

/** Adds an issue to a list. */
export function addIssue(
  issues: PricingIssue[],
  field: string,
  rule: PricingRuleId,
  params: Readonly<Record<string, IssueParam>> = {},
): void {
  issues.push({ field, rule, params });
}

/** Tells whether a value is a finite number. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Tells whether a list holds a number (up to binary noise: 0.1 + 0.2 counts as 0.3). */
export function includesNumber(list: readonly number[], value: number): boolean {
  for (const item of list) if (Math.abs(item - value) < tolerance) return true;
  return false;
}

/** Checks that a required number is present. */
export function checkRequiredNumber(issues: PricingIssue[], field: string, value: unknown): value is number {
  if (isFiniteNumber(value)) return true;
  addIssue(issues, field, 'required');
  return false;
}

/** Checks that a number lies between two limits (inclusive). */
export function checkRange(
  issues: PricingIssue[],
  field: string,
  value: unknown,
  min: number,
  max: number,
  unit = '',
): value is number {
  if (isFiniteNumber(value) && value >= min - tolerance && value <= max + tolerance) return true;
  addIssue(issues, field, 'range', { min, max, unit });
  return false;
}

/** Checks that a number is at least a limit. */
export function checkMin(
  issues: PricingIssue[],
  field: string,
  value: unknown,
  min: number,
  unit = '',
): value is number {
  if (isFiniteNumber(value) && value >= min - tolerance) return true;
  addIssue(issues, field, 'min', { min, unit });
  return false;
}

/** Checks that a number is above zero. */
export function checkPositive(issues: PricingIssue[], field: string, value: unknown): value is number {
  if (isFiniteNumber(value) && value > 0) return true;
  addIssue(issues, field, 'positive');
  return false;
}

/** Checks that a number is whole. */
export function checkInteger(issues: PricingIssue[], field: string, value: unknown): value is number {
  if (isFiniteNumber(value) && Number.isInteger(value)) return true;
  addIssue(issues, field, 'integer');
  return false;
}

/** Checks that a whole number lies between two limits: `integer` first, then `range`. */
export function checkIntegerRange(
  issues: PricingIssue[],
  field: string,
  value: unknown,
  min: number,
  max: number,
  unit = '',
): value is number {
  return checkInteger(issues, field, value) && checkRange(issues, field, value, min, max, unit);
}

/** Checks that a whole number is at least a limit: `integer` first, then `min`. */
export function checkIntegerMin(
  issues: PricingIssue[],
  field: string,
  value: unknown,
  min: number,
  unit = '',
): value is number {
  return checkInteger(issues, field, value) && checkMin(issues, field, value, min, unit);
}

/** Checks that a value is one of the options of its field. */
export function checkOption<T extends string>(
  issues: PricingIssue[],
  field: string,
  value: unknown,
  options: readonly T[],
): value is T {
  if (isOneOf(options, value)) return true;
  addIssue(issues, field, 'oneOf', { values: options });
  return false;
}

/** Checks that a number is one of a set of numbers. */
export function checkNumberOption(
  issues: PricingIssue[],
  field: string,
  value: unknown,
  options: readonly number[],
  unit = '',
): value is number {
  if (isFiniteNumber(value) && includesNumber(options, value)) return true;
  addIssue(issues, field, 'oneOf', { values: options, unit });
  return false;
}

/** Board-size limits: each side at least `minMm`; the longer side up to `maxLongMm`, the shorter up to `maxShortMm`. */
export interface BoardSizeLimits {
  minMm: number;
  maxShortMm: number;
  maxLongMm: number;
}

/**
 * Checks a board's length and width; a board may be entered either way round (600 × 1200 and 1200 × 600 are the
 * same board), so the limit of each field is the one of the side it measures. A side below the minimum gives
 * `tooSmallRule` (`range` for PCB; `smtBoardTooSmall` for SMT, which asks for panels).
 */
export function checkBoardSize(
  issues: PricingIssue[],
  length: number,
  width: number,
  limits: BoardSizeLimits,
  tooSmallRule: 'range' | 'smtBoardTooSmall',
): boolean {
  const isLengthLong = length >= width;
  const sides = [
    { field: 'boardLength', value: length, max: isLengthLong ? limits.maxLongMm : limits.maxShortMm },
    { field: 'boardWidth', value: width, max: isLengthLong ? limits.maxShortMm : limits.maxLongMm },
  ];
  let isValid = true;
  for (const side of sides) {
    if (side.value < limits.minMm - tolerance) {
      isValid = false;
      if (tooSmallRule === 'smtBoardTooSmall')
        addIssue(issues, side.field, tooSmallRule, { min: limits.minMm, unit: 'mm' });
      else addIssue(issues, side.field, 'range', { min: limits.minMm, max: side.max, unit: 'mm' });
    } else if (side.value > side.max + tolerance) {
      isValid = false;
      addIssue(issues, side.field, 'range', { min: limits.minMm, max: side.max, unit: 'mm' });
    }
  }
  return isValid;
}

/** Checks that a PCB order number is given when the customer says a PCB order exists (SMT and stencils). */
export function checkPcbOrderNo(errors: PricingIssue[], hasPcbOrder: boolean, pcbOrderNo: string | undefined): void {
  if (hasPcbOrder === true && (typeof pcbOrderNo !== 'string' || pcbOrderNo.trim() === '')) {
    addIssue(errors, 'pcbOrderNo', 'requiredWithPcbOrder');
  }
}
