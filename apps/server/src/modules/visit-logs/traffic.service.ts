import {
  type TrafficDimension,
  type TrafficRankRow,
  type TrafficStatisticsAnswer,
  type TrafficStatisticsRequest,
  trafficTopRows,
} from '@boardforge/contracts/traffic.ts';
import { countReportDays, toReportDay, toReportWindow } from '@boardforge/domain/performance/report-window.ts';
import type { Db } from '../../db/client.ts';
import { countOrdersPlacedBetween } from '../orders/orders.public.ts';
import { type DailyStatRow, rollUpVisitLogs, selectTrafficFigures } from './traffic.repository.ts';

/** Raw visit logs are kept this many whole China-time days before today; older days are rolled up. */
export const rawVisitLogDays = 30;

const msPerDay = 86_400_000;

/** Every day of the window `from`..`to`, in order. */
function listDays(from: string, to: string): string[] {
  const first = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: countReportDays(from, to) }, (_, index) =>
    new Date(first + index * msPerDay).toISOString().slice(0, 10),
  );
}

/** Creates the traffic service: the statistics of the visit logs, and their daily roll-up. */
export function createTrafficService(dependencies: { db: Db; now: () => Date }) {
  const { db } = dependencies;

  /** The window's views, visitors, breakdowns and conversion, every sum in SQL (one query for the logs, one count). */
  async function readStatistics(request: TrafficStatisticsRequest): Promise<TrafficStatisticsAnswer> {
    const window = toReportWindow(request.from, request.to);
    const [figures, ordersPlaced] = await Promise.all([
      selectTrafficFigures(db, { ...window, fromDay: request.from, toDay: request.to, top: trafficTopRows }),
      countOrdersPlacedBetween(db, window.start, window.end),
    ]);
    const byDay = new Map(figures.days.map((row) => [row.day, row]));
    const days = listDays(request.from, request.to).map((day) => ({
      day,
      views: byDay.get(day)?.views ?? 0,
      visitors: byDay.get(day)?.visitors ?? 0,
    }));
    const rankedOf = (dimension: TrafficDimension | 'quote'): TrafficRankRow[] =>
      figures.ranked
        .filter((row: DailyStatRow) => row.dimension === dimension)
        .map(({ value, views, visitors }) => ({ value, views, visitors }));
    const quotingVisitors = rankedOf('quote')[0]?.visitors ?? 0;
    return {
      from: request.from,
      to: request.to,
      views: days.reduce((sum, day) => sum + day.views, 0),
      visitors: days.reduce((sum, day) => sum + day.visitors, 0),
      days,
      pages: rankedOf('page'),
      entryPages: rankedOf('entryPage'),
      referrers: rankedOf('referrer'),
      languages: rankedOf('language'),
      devices: rankedOf('device'),
      conversion: {
        quotingVisitors,
        ordersPlaced,
        rate: quotingVisitors > 0 ? Math.round((ordersPlaced / quotingVisitors) * 10_000) / 10_000 : null,
      },
    };
  }

  /**
   * Summarises every complete day (China time) not yet in the daily table and deletes the raw visit logs of the days
   * more than `rawVisitLogDays` before today, in one transaction; idempotent. Answers the rows written and deleted.
   */
  async function rollUpOldVisitLogs(): Promise<{ summarizedRows: number; deletedRows: number }> {
    const today = toReportDay(dependencies.now());
    const keptFrom = new Date(Date.parse(`${today}T00:00:00Z`) - rawVisitLogDays * msPerDay).toISOString().slice(0, 10);
    const limits = {
      todayStart: toReportWindow(today, today).start,
      keepFrom: toReportWindow(keptFrom, keptFrom).start,
    };
    return db.transaction((tx) => rollUpVisitLogs(tx, limits));
  }

  return { readStatistics, rollUpOldVisitLogs };
}

/** The traffic service's interface. */
export type TrafficService = ReturnType<typeof createTrafficService>;
