import { formatMs, formatTable } from '../bench-report.ts';
import type { RunResult } from './event-run.ts';
import type { ProfileSummary } from './profile-summary.ts';
import { isHeldToBar } from './step-stats.ts';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

export function describeSetup(result: Pick<RunResult, 'plan'>): string {
  const { plan } = result;
  const where = plan.scale
    ? `PostgreSQL + Redis, ${plan.scale.instances} instance${plan.scale.instances > 1 ? 's' : ''}`
    : 'the embedded default (SQLite, in-process real time), one instance';
  return `${thousands(plan.guests)} guests arriving over ${plan.arrivalSeconds} s on ${where}`;
}

export function printRun(result: RunResult): void {
  const { plan } = result;
  const rows = [['step', 'count', 'per s', 'p50', 'p99', 'max', `≥ ${plan.barMs} ms`, 'errors', 'timeouts']];
  for (const summary of result.summaries) {
    rows.push([
      isHeldToBar(summary.step) ? summary.step : `(${summary.step})`,
      thousands(summary.count),
      summary.perSecond.toFixed(1),
      formatMs(summary.p50),
      formatMs(summary.p99) + (isHeldToBar(summary.step) && summary.p99 >= plan.barMs ? ' !' : ''),
      formatMs(summary.max),
      thousands(summary.over),
      String(summary.errors),
      String(summary.timeouts),
    ]);
  }
  const { counts, client } = result;
  const lines = [
    '',
    `${describeSetup(result)}: ${result.wallSeconds.toFixed(0)} s, load average ${result.loadAverage.start.toFixed(1)} → ${result.loadAverage.end.toFixed(1)}`,
    formatTable(rows),
    '(steps in brackets are recorded but not held to the bar: the test hook that reads codes, and the recompute of the event, which the guest waits for on the prospects page)',
    ...result.servers.map(
      (server, index) =>
        `server ${index + 1}: CPU ${server.cpuSeconds.toFixed(1)} s (${(server.cpuSeconds / result.wallSeconds).toFixed(2)} cores over the run), ` +
        `peak memory ${megabytes(server.peakRssBytes)}, ${server.problems.length} log lines at warn or above`,
    ),
    `guests (this process): CPU ${client.cpuSeconds.toFixed(1)} s, event-loop delay p99 ${formatMs(client.loopDelayP99Ms)} / max ${formatMs(client.loopDelayMaxMs)}, ` +
      `latest arrival ${formatMs(client.latestStartMs)} behind its time`,
    `the evening: ${thousands(counts.arrived)} arrived, ${thousands(counts.finished)} went through to the end (${counts.stopped} stopped); ` +
      `${thousands(counts.dossiersSaved)} dossiers saved; ${thousands(counts.leftWhileComputing)} left the prospects page still computing; ` +
      `${thousands(counts.interested)} interested, ${thousands(counts.notInterested)} not, ${counts.answeredGone} answers to someone just gone from the list; ` +
      `${thousands(counts.matches)} matches, ${thousands(counts.chatMessages)} chat messages, ${thousands(counts.meetingsAccepted)} meetings accepted; ` +
      `the host's page loaded ${counts.hostPageLoads} times`,
  ];
  if (result.errorMessages.length > 0)
    lines.push('errors and waits that ran out (first few):', ...result.errorMessages.map((line) => `  ${line}`));
  for (const [index, server] of result.servers.entries()) {
    if (server.problems.length === 0) continue;
    lines.push(
      `server ${index + 1} logged (first few):`,
      ...server.problems.slice(0, 8).map((line) => `  [${line.level}] ${line.message}`),
    );
  }
  lines.push(verdict(result));
  if (result.profile) lines.push(describeProfile(result.profile));
  console.log(lines.join('\n'));
}

export function verdict(result: RunResult): string {
  const hottest = result.hottest ? `hottest step: ${result.hottest.step} (p99 ${formatMs(result.hottest.p99)})` : 'no step measured';
  if (result.carried) return `CARRIED: every step's p99 under ${result.plan.barMs} ms, no error; ${hottest}`;
  const problems = serverProblemCount(result);
  const why = result.givenUpBecause
    ? `given up early: ${result.givenUpBecause}`
    : [
        result.errors > 0 ? `${result.errors} errors` : '',
        result.timeouts > 0 ? `${result.timeouts} waits ran out` : '',
        problems > 0 ? `${problems} server log lines at warn or above` : '',
        ...result.summaries
          .filter((summary) => isHeldToBar(summary.step) && summary.p99 >= result.plan.barMs)
          .map((summary) => `${summary.step} p99 ${formatMs(summary.p99)}`),
      ]
        .filter(Boolean)
        .join(', ');
  return `NOT CARRIED: ${why}; ${hottest}`;
}

const serverProblemCount = (result: RunResult) => result.servers.reduce((sum, server) => sum + server.problems.length, 0);

export function describeProfile(profile: ProfileSummary): string {
  const share = (ms: number) => `${((100 * ms) / Math.max(1, profile.busyMs)).toFixed(0)} %`;
  return [
    `CPU profile of server 1 over the measured part (V8's sampling profiler, through the inspector): ` +
      `busy ${(profile.busyMs / 1000).toFixed(1)} s, idle ${(profile.idleMs / 1000).toFixed(1)} s`,
    `  busy time by part of the server (a sample counts once for each part on its stack): ` +
      profile.byPart.map((entry) => `${entry.part} ${share(entry.ms)}`).join(', '),
    `  the hottest step, ${profile.step} (${profile.stepParts.join(', ')}): functions by their own time in those samples`,
    ...profile.hottest.map((entry) => `    ${share(entry.ms).padStart(5)} ${`${Math.round(entry.ms)} ms`.padStart(9)}  ${entry.name}`),
  ].join('\n');
}
