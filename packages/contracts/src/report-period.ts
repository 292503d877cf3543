import { countReportDays, maxReportDays } from '@boardforge/domain/performance/report-window.ts';
import { z } from 'zod/mini';

/**
 * Refuses, at `to`, a report window (`from`..`to`, both included) that ends before it starts or spans more than
 * `maxDays` days. A date that is not one is left to its own field's schema.
 */
export function checkReportWindow(maxDays: number = maxReportDays) {
  return z.superRefine((value: { from: string; to: string }, context) => {
    const days = countReportDays(value.from, value.to);
    if (Number.isNaN(days)) return;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days > maxDays)
      context.addIssue({ code: 'custom', path: ['to'], message: `at most ${maxDays} days from from` });
  });
}

/** Refuses, at `to`, a list filter's optional period that ends before it starts. */
export function checkPeriodOrder() {
  return z.superRefine((value: { from?: string | undefined; to?: string | undefined }, context) => {
    if (value.from && value.to && countReportDays(value.from, value.to) < 1)
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  });
}
