import { visitLogEvents } from '@boardforge/contracts/visit-logs.ts';
import { reportUtcOffsetHours } from '@boardforge/domain/performance/report-window.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visitDailyStats, visitLogs } from '../../db/visit-logs.table.ts';

/** One row of the daily figures, raw or rolled up: a day, a dimension and its value, views and distinct visitors. */
export type DailyStatRow = { day: string; dimension: string; value: string; views: number; visitors: number };

const offset = sql.raw(`interval '${reportUtcOffsetHours} hours'`);
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
// Where the raw rows not yet summarised begin: the start of the day after the last day in the daily table (China
// time), or the beginning of time when it is empty. Read inside the statement that uses it (one snapshot).
const unsummarizedStart = sql`coalesce(
  ((select max(${visitDailyStats.day}) from ${visitDailyStats}) + 1 - ${offset}) at time zone 'UTC',
  '-infinity'::timestamptz)`;

/**
 * The daily figures of the raw visit logs written in [start, end) — the one definition both the statistics and the
 * roll-up read, so a day counts the same before and after its rows are rolled up. Days are China-time; a visit's entry
 * page (and its referrer) is its first page view of the day; 'quote' counts instant-quote events.
 */
function selectRawDailyRows(start: SQL, end: SQL): SQL {
  // Views are first counted per day, visitor and value (one hashed pass of grouping sets), so a value's visitors are a
  // count of rows rather than a count(distinct) sorted once per breakdown.
  return sql`
    with logs as (
      select id, event, split_part(page, '?', 1) as path, visitor_key, visit_key, referrer_host, language, device,
        created_at, ((created_at at time zone 'UTC') + ${offset})::date as day
      from ${visitLogs}
      where created_at >= ${start} and created_at < ${end}
    ),
    views as (select * from logs where event = ${visitLogEvents.pageView}),
    entries as (
      select distinct on (day, visit_key) day, visitor_key, path, referrer_host
      from views order by day, visit_key, created_at, id
    ),
    per_visitor as (
      select day, visitor_key,
        case when grouping(path) = 0 then 'page' when grouping(language) = 0 then 'language'
          when grouping(device) = 0 then 'device' else 'total' end as dimension,
        coalesce(path, language, device, '') as value, count(*) as views
      from views
      group by grouping sets ((day, visitor_key), (day, visitor_key, path), (day, visitor_key, language),
        (day, visitor_key, device))
      union all select day, visitor_key, 'entryPage', path, count(*) from entries group by day, visitor_key, path
      union all select day, visitor_key, 'referrer', referrer_host, count(*)
        from entries where referrer_host <> '' group by day, visitor_key, referrer_host
      union all select day, visitor_key, 'quote', '', count(*)
        from logs where event = ${visitLogEvents.quote} group by day, visitor_key
    )
    select day, dimension, value, sum(views)::bigint as views, count(*) as visitors
    from per_visitor
    where not (dimension in ('language', 'device') and value = '')
    group by day, dimension, value`;
}

/**
 * The window's figures from both sources — the daily table for the days summarised, the raw rows of the days after
 * them (a day is counted from one of them; one statement, so a roll-up committing meanwhile is not seen half) — as the day series ('total' per day), every dimension's values ranked by views (at
 * most `top` of page, entryPage and referrer) and the window's 'quote' sum.
 */
export async function selectTrafficFigures(
  db: Db,
  window: { start: Date; end: Date; fromDay: string; toDay: string; top: number },
): Promise<{ days: DailyStatRow[]; ranked: DailyStatRow[] }> {
  const { rows } = (await db.execute(sql`
    with combined as (
      ${selectRawDailyRows(sql`greatest(${instant(window.start)}, ${unsummarizedStart})`, instant(window.end))}
      union all
      select day, dimension, value, views, visitors from ${visitDailyStats}
      where day >= ${window.fromDay}::date and day <= ${window.toDay}::date
    ),
    summed as (
      select dimension, value, sum(views) as views, sum(visitors) as visitors,
        row_number() over (partition by dimension order by sum(views) desc, value) as rank
      from combined where dimension <> 'total' group by dimension, value
    )
    select to_char(day, 'YYYY-MM-DD') as day, 'total' as dimension, '' as value, sum(views) as views,
      sum(visitors) as visitors
      from combined where dimension = 'total' group by day
    union all
    select '' as day, dimension, value, views, visitors from summed
      where rank <= ${window.top} or dimension not in ('page', 'entryPage', 'referrer')
    order by dimension, views desc, value, day
  `)) as { rows: Record<string, unknown>[] };
  const all = rows.map((row) => ({
    day: String(row.day),
    dimension: String(row.dimension),
    value: String(row.value),
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
  return {
    days: all.filter((row) => row.dimension === 'total'),
    ranked: all.filter((row) => row.dimension !== 'total'),
  };
}

/**
 * The nightly roll-up, in the caller's transaction under one advisory lock (two instances never summarise a day
 * twice): every complete day after the last one summarised — raw rows written before `todayStart` — is added to the
 * daily table, then the raw rows written before `keepFrom` (all of them summarised by then) are deleted. A second run
 * finds no day to summarise and no row to delete. Answers how many daily rows were written and raw rows deleted.
 */
export async function rollUpVisitLogs(
  tx: Db,
  limits: { todayStart: Date; keepFrom: Date },
): Promise<{ summarizedRows: number; deletedRows: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('visit-logs-roll-up', 0))`);
  const summarized = (await tx.execute(sql`
    with written as (
      insert into ${visitDailyStats} (day, dimension, value, views, visitors)
      select day, dimension, value, views, visitors from (
        ${selectRawDailyRows(unsummarizedStart, instant(limits.todayStart))}
      ) as rolled
      on conflict (day, dimension, value) do nothing
      returning 1
    )
    select count(*) as count from written`)) as { rows: { count: number | string }[] };
  const deleted = (await tx.execute(sql`
    with gone as (delete from ${visitLogs} where created_at < ${instant(limits.keepFrom)} returning 1)
    select count(*) as count from gone`)) as { rows: { count: number | string }[] };
  return { summarizedRows: Number(summarized.rows[0]?.count ?? 0), deletedRows: Number(deleted.rows[0]?.count ?? 0) };
}
