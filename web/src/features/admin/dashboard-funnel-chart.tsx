import type { AnalyticsSummary } from '../../../../shared/api/analytics.ts';
import { Card } from '../../ui/card.tsx';
import { ChartDataTable } from '../../ui/charts/chart-data-table.tsx';
import { HorizontalBarChart } from '../../ui/charts/horizontal-bar-chart.tsx';
import { conversionText, countOf, formatCount, formatPercent, overallConversion } from './dashboard-period.ts';
import styles from './dashboard-page.module.css';

type Funnel = AnalyticsSummary['funnel'];

function stepNote(step: Funnel[number], index: number): string | null {
  if (index === 0) return null;
  return conversionText(step.conversionFromPrevious) ?? 'Nobody reached the previous step';
}

/** Chart 2: how many people got through each sign-in step, and how many each step kept. */
export function FunnelChart({ funnel, days }: { funnel: Funnel; days: number }) {
  const first = funnel[0];
  const last = funnel.at(-1);
  const overall = overallConversion(funnel);
  const summary =
    `Sign-in funnel over the last ${days} days: ` +
    funnel
      .map((step, index) => {
        const conversion = index > 0 && step.conversionFromPrevious !== null ? ` (${formatPercent(step.conversionFromPrevious)})` : '';
        return `${step.step} ${formatCount(step.users)}${conversion}`;
      })
      .join(', ') +
    '.';

  return (
    <Card as="section" aria-labelledby="dashboard-funnel-title" className={styles.chartCard}>
      <div className={styles.chartHeading}>
        <h2 id="dashboard-funnel-title">Sign-in funnel</h2>
        <p className={styles.chartLead}>
          {overall !== null && first && last ? (
            <>
              <strong className={styles.figure}>{formatPercent(overall)}</strong> of people who reached “{first.step}” got to “{last.step}”
            </>
          ) : (
            'Nobody started signing in during this period.'
          )}
        </p>
      </div>
      <HorizontalBarChart
        summary={summary}
        bars={funnel.map((step, index) => ({
          key: step.step,
          label: step.step,
          value: step.users,
          valueText: countOf(step.users, 'user'),
          note: stepNote(step, index),
        }))}
      />
      <ChartDataTable
        caption={`Sign-in funnel, last ${days} days`}
        columns={['Step', 'Users', 'Conversion from previous step']}
        rows={funnel.map((step) => [
          step.step,
          formatCount(step.users),
          step.conversionFromPrevious === null ? '—' : formatPercent(step.conversionFromPrevious),
        ])}
      />
    </Card>
  );
}
