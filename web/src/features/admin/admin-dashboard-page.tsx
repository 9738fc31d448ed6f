import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChartNoAxesColumn, RefreshCw } from 'lucide-react';
import { useClock } from '../../platform/clock/use-clock.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAnalyticsSummary } from './api/dashboard-analytics-summary.ts';
import { DashboardEventsList } from './dashboard-events-list.tsx';
import { DashboardUsersList } from './dashboard-users-list.tsx';
import { EventsPerDayChart } from './dashboard-events-per-day-chart.tsx';
import { FunnelChart } from './dashboard-funnel-chart.tsx';
import { fillDays, parsePeriodDays, periodDayOptions, utcDay, type PeriodDays } from './dashboard-period.ts';
import { TopEventsChart } from './dashboard-top-events-chart.tsx';
import styles from './dashboard-page.module.css';

function PeriodSelector({ days }: { days: PeriodDays }) {
  return (
    <nav aria-label="Period" className={styles.periods}>
      {periodDayOptions.map((option) => (
        <Link
          key={option}
          to={{ search: `?days=${option}` }}
          replace
          preventScrollReset
          className={option === days ? `${styles.period} ${styles.periodCurrent}` : styles.period}
          aria-current={option === days ? 'true' : undefined}
          aria-label={`Last ${option} days`}
        >
          {option} days
        </Link>
      ))}
    </nav>
  );
}

function AnalyticsCharts({ days }: { days: PeriodDays }) {
  const summary = useAnalyticsSummary(days);
  const today = useClock(utcDay);

  if (summary.isPending) {
    return (
      <Card className={styles.stateCard} aria-busy="true">
        <Spinner size="large" label={null} />
        <p>Loading analytics…</p>
      </Card>
    );
  }
  if (summary.isError && !summary.data) {
    return (
      <Alert tone="error" title="Could not load the analytics">
        <p>{summary.error.message}</p>
        <Button variant="secondary" size="small" className={styles.retry} onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { data } = summary;
  // The answer already holds every day; filling again keeps the chart honest if it ever does not.
  const eventsPerDay = fillDays(data.eventsPerDay, data.days, today);
  const total = eventsPerDay.reduce((sum, point) => sum + point.count, 0);
  const updating = summary.isPlaceholderData;

  return (
    <div className={styles.charts} aria-busy={updating || undefined}>
      <div className={styles.chartsStatus}>
        {updating ? (
          <span className={styles.muted} role="status">
            <Spinner label={null} /> Loading the last {days} days…
          </span>
        ) : (
          <span className={styles.muted}>Last {data.days} days, in UTC. Admins are never counted.</span>
        )}
        <Button variant="ghost" size="small" loading={summary.isFetching && !updating} onClick={() => void summary.refetch()}>
          <RefreshCw size={16} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {summary.isError && (
        <Alert tone="error" title="Could not refresh the analytics">
          {summary.error.message}
        </Alert>
      )}
      {total === 0 ? (
        <Card className={styles.stateCard}>
          <ChartNoAxesColumn size={32} aria-hidden="true" className={styles.stateIcon} />
          <h2>No events yet in this period</h2>
          <p className={styles.muted}>
            Tandem’s own analytics only count people who are not admins, so your own visits never show up here. Try a longer period, or come
            back once people have used Tandem.
          </p>
        </Card>
      ) : (
        <div className={styles.chartGrid}>
          <EventsPerDayChart eventsPerDay={eventsPerDay} />
          <FunnelChart funnel={data.funnel} days={data.days} />
          <TopEventsChart topEvents={data.topEvents} days={data.days} />
        </div>
      )}
    </div>
  );
}

/** `/admin`: product analytics as charts, and the way to the other admin pages. */
export default function AdminDashboardPage() {
  const [searchParams] = useSearchParams();
  const days = parsePeriodDays(searchParams.get('days'));

  useEffect(() => {
    document.title = 'Admin · Tandem';
  }, []);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <h1>Admin</h1>
          <p className={styles.lead}>How people use Tandem, and where to manage it.</p>
        </div>
        <nav aria-label="Admin sections">
          <ul className={styles.sections}>
            <li>
              <Link to="/admin/help">Help inbox</Link>
            </li>
            <li>
              <Link to="/admin/creatorRequests">Creator requests</Link>
            </li>
            <li>
              <a href="#admin-events">Events</a>
            </li>
            <li>
              <a href="#admin-people">People</a>
            </li>
          </ul>
        </nav>
      </header>
      <section aria-labelledby="dashboard-analytics-title" className={styles.analytics}>
        <div className={styles.analyticsHeader}>
          <h2 id="dashboard-analytics-title">Analytics</h2>
          <PeriodSelector days={days} />
        </div>
        <AnalyticsCharts days={days} />
      </section>
      <DashboardEventsList />
      <DashboardUsersList />
    </div>
  );
}
