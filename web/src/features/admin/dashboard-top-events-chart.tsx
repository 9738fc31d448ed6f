import type { AnalyticsSummary } from '../../../../shared/api/analytics.ts';
import { Card } from '../../ui/card.tsx';
import { ChartDataTable } from '../../ui/charts/chart-data-table.tsx';
import { HorizontalBarChart } from '../../ui/charts/horizontal-bar-chart.tsx';
import { formatCount } from './dashboard-period.ts';
import styles from './dashboard-page.module.css';

/** Chart 3: the event types sent most often in the period (the server sends at most ten). */
export function TopEventsChart({ topEvents, days }: { topEvents: AnalyticsSummary['topEvents']; days: number }) {
  const summary =
    `The ${topEvents.length} most frequent events over the last ${days} days: ` +
    topEvents.map((event) => `${event.eventType} ${formatCount(event.count)}`).join(', ') +
    '.';

  return (
    <Card as="section" aria-labelledby="dashboard-top-events-title" className={styles.chartCard}>
      <div className={styles.chartHeading}>
        <h2 id="dashboard-top-events-title">Most frequent events</h2>
        <p className={styles.chartLead}>The top {topEvents.length} event types by how often they were sent</p>
      </div>
      <HorizontalBarChart
        summary={summary}
        bars={topEvents.map((event) => ({
          key: event.eventType,
          label: event.eventType,
          value: event.count,
          valueText: formatCount(event.count),
        }))}
      />
      <ChartDataTable
        caption={`Most frequent events, last ${days} days`}
        columns={['Event', 'Count']}
        rows={topEvents.map((event) => [event.eventType, formatCount(event.count)])}
      />
    </Card>
  );
}
