import {
  addWorkingDays,
  formatDateAfterHours,
  formatLocalDay,
  toLocalDay,
  type WorkingCalendar,
} from '../calendar/china-calendar.ts';
import type { LeadTime } from './quote.ts';

/** A lead time in working days: the ship date is that many working days after today (China time). */
export function findDaysLeadTime(days: number, now: Date, calendar: WorkingCalendar): LeadTime {
  return {
    unit: 'days',
    value: days,
    shipDate: formatLocalDay(addWorkingDays(toLocalDay(now, calendar), days, calendar)),
  };
}

/** A lead time in clock hours (expedited work runs round the clock): the ship date is the China date then. */
export function findHoursLeadTime(hours: number, now: Date, calendar: WorkingCalendar): LeadTime {
  return { unit: 'hours', value: hours, shipDate: formatDateAfterHours(now, hours, calendar) };
}
