import type { TrafficDay, TrafficRankRow } from '@boardforge/contracts/traffic.ts';
import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what these charts draw: this module is loaded with the traffic screen alone.
echarts.use([LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

// Draws `option` into the element for as long as it is shown, resized with the window; drawn again only when the
// option's content changes (a new object with the same figures, as every render makes, is not a change).
function useChart(option: echarts.EChartsCoreOption) {
  const element = useRef<HTMLDivElement>(null);
  const serialized = JSON.stringify(option);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'canvas' });
    chart.setOption(JSON.parse(serialized) as echarts.EChartsCoreOption);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [serialized]);
  return element;
}

export type DailyTrafficChartProps = {
  days: readonly TrafficDay[];
  labels: { views: string; visitors: string };
  /** The chart's accessible name (the same figures are in the table of days). */
  title: string;
};

/** Views and visitors per day as two lines (ECharts, canvas). */
export function DailyTrafficChart({ days, labels, title }: DailyTrafficChartProps) {
  const element = useChart({
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 48, right: 16, top: 16, bottom: 48 },
    xAxis: { type: 'category', data: days.map((day) => day.day) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: labels.views, type: 'line', data: days.map((day) => day.views) },
      { name: labels.visitors, type: 'line', data: days.map((day) => day.visitors) },
    ],
  });
  return <div ref={element} className="traffic-chart" role="img" aria-label={title} />;
}

export type ShareChartProps = {
  rows: readonly TrafficRankRow[];
  nameOf: (value: string) => string;
  /** The chart's accessible name (the same figures are in the table beside it). */
  title: string;
};

/** The views of a breakdown (languages, devices) as a ring. */
export function ShareChart({ rows, nameOf, title }: ShareChartProps) {
  const element = useChart({
    animation: false,
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['50%', '45%'],
        data: rows.map((row) => ({ name: nameOf(row.value), value: row.views })),
      },
    ],
  });
  return <div ref={element} className="traffic-share-chart" role="img" aria-label={title} />;
}
