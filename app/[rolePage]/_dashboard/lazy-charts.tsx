'use client';

import dynamic from 'next/dynamic';

/**
 * The chart library is large and charts are drawn in the browser only, so it is loaded after
 * the page: the figures, captions and tables arrive with the HTML, the drawings a moment later.
 */
const placeholder = () => <div className="h-full w-full animate-pulse rounded-md bg-stone-100" />;

export const LazyDailyBarChart = dynamic(() => import('./daily-bar-chart').then((m) => m.DailyBarChart), {
  ssr: false,
  loading: placeholder,
});
export const LazyRankingChart = dynamic(() => import('./ranking-chart').then((m) => m.RankingChart), {
  ssr: false,
  loading: placeholder,
});
export const LazyDonutChart = dynamic(() => import('./donut-chart').then((m) => m.DonutChart), {
  ssr: false,
  loading: placeholder,
});
