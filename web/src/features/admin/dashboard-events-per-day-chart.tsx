import type { AnalyticsSummary } from '../../../../shared/api/analytics.ts';
import { Card } from '../../ui/card.tsx';
import { ChartDataTable } from '../../ui/charts/chart-data-table.tsx';
import { ColumnChart } from '../../ui/charts/column-chart.tsx';
import { busiestDay, countOf, formatCount, formatLongDay, formatShortDay } from './dashboard-period.ts';
import styles from './dashboard-page.module.css';

const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Chart 1: how many events arrived on each UTC day of the period, empty days included. */
export function EventsPerDayChart({ eventsPerDay }: { eventsPerDay: AnalyticsSummary['eventsPerDay'] }) {
  const days = eventsPerDay.length;
  const total = eventsPerDay.reduce((sum, point) => sum + point.count, 0);
  const busiest = busiestDay(eventsPerDay);
  const summary =
    `Events per day over the last ${days} days: ${countOf(total, 'event')} in total` +
    (busiest ? `, most on ${formatLongDay(busiest.day)} with ${formatCount(busiest.count)}.` : '.');

  return (
    <Card as="section" aria-labelledby="dashboard-events-per-day-title" className={`${styles.chartCard} ${styles.wideCard}`}>
      <div className={styles.chartHeading}>
        <h2 id="dashboard-events-per-day-title">Events per day</h2>
        <p className={styles.chartLead}>
          <strong className={styles.figure}>{formatCount(total)}</strong> events in the last {days} days (UTC)
          {busiest && (
            <>
              {' '}
              · busiest day {formatShortDay(busiest.day)} ({formatCount(busiest.count)})
            </>
          )}
        </p>
      </div>
      <ColumnChart
        summary={summary}
        formatTick={(value) => compactCount.format(value)}
        columns={eventsPerDay.map((point) => ({
          key: point.day,
          axisLabel: formatShortDay(point.day),
          value: point.count,
          description: `${formatLongDay(point.day)}: ${countOf(point.count, 'event')}`,
        }))}
      />
      <ChartDataTable
        caption={`Events per day, last ${days} days`}
        columns={['Day', 'Events']}
        rows={eventsPerDay.map((point) => [formatLongDay(point.day), formatCount(point.count)])}
      />
    </Card>
  );
}
