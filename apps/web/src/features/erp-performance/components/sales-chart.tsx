import type { SalesPerformanceAnswer } from '@boardforge/contracts/performance.ts';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what these charts draw: this module is loaded with the performance screen alone.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type SalesChartProps = {
  answer: SalesPerformanceAnswer;
  /** Revenue bars stacked by salesperson with the margin as a line, or order counts per salesperson. */
  measure: 'money' | 'orders';
  nameOf: (row: SalesPerformanceAnswer['rows'][number]) => string;
  labels: { revenue: string; margin: string; orders: string };
  /** The chart's accessible name (the same figures are in the table below it). */
  title: string;
};

/** A bar chart of the months of the window per salesperson (ECharts, canvas). */
export function SalesChart({ answer, measure, nameOf, labels, title }: SalesChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'canvas' });
    const series =
      measure === 'money'
        ? [
            ...answer.rows.map((row) => ({
              name: `${nameOf(row)} · ${labels.revenue}`,
              type: 'bar' as const,
              stack: 'revenue',
              data: row.months.map((month) => month.revenue),
            })),
            {
              name: labels.margin,
              type: 'line' as const,
              data: answer.monthTotals.map((month) => month.margin),
            },
          ]
        : answer.rows.map((row) => ({
            name: nameOf(row),
            type: 'bar' as const,
            data: row.months.map((month) => month.orderCount),
          }));
    chart.setOption({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', bottom: 0 },
      grid: { left: 56, right: 16, top: 16, bottom: 56 },
      xAxis: { type: 'category', data: answer.months },
      yAxis: { type: 'value', name: measure === 'orders' ? labels.orders : undefined },
      series,
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [answer, measure, nameOf, labels]);
  return <div ref={element} className="sales-chart" role="img" aria-label={title} />;
}
