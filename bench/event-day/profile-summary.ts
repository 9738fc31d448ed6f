import type { Step } from './step-stats.ts';

/**
 * A server's CPU profile (V8's sampling profiler, over the measured part of a run), summed up: where its busy time went by part of the
 * server (the folder under `dist/server/`, or the package), counting a sample once for each part
 * on its stack; and, for one step, the functions that spent the most time themselves in the
 * samples whose stack passes through the parts that step uses.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The parts of the server each step's requests go through. */
const partsOfStep: Record<Step, string[]> = {
  'open join link': ['events', 'auth'],
  'sign in': ['auth'],
  onboarding: ['users'],
  'join event': ['events'],
  'dossier setup': ['conversations', 'dossier'],
  'socket connect': ['realtime', 'auth'],
  'conversation open': ['realtime', 'conversations'],
  'concierge send': ['conversations', 'realtime'],
  'concierge reply': ['concierge'],
  'dossier read': ['dossier'],
  prospects: ['matching'],
  interest: ['matching'],
  matches: ['matching'],
  'chat send': ['conversations', 'realtime'],
  'chat delivery': ['conversations', 'realtime'],
  meeting: ['meetings'],
  'host event page': ['events'],
};

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  byPart: { part: string; ms: number }[];
  step: Step;
  stepParts: string[];
  /** Of the step's parts' samples: functions by their own time. */
  hottest: { name: string; ms: number }[];
}

/** The part of the code a frame's file belongs to, or null for Node's own frames. */
function partOf(url: string): string | null {
  if (!url) return null;
  const server = url.match(/\/dist\/server\/(?:([^/]+)\/)?[^/]+\.js$/);
  if (server) return server[1] ?? 'app';
  if (url.includes('/dist/shared/')) return 'shared';
  const inPackage = url.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (inPackage) return inPackage[1]!;
  // Node's own frames (the event loop, streams) are under nearly every stack: they say nothing of where.
  return null;
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(dist|node_modules)\//, '$1/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
}

export function summariseProfile(profile: CpuProfile, step: Step): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  const stepParts = partsOfStep[step];
  const partTime = new Map<string, number>();
  const stepSelf = new Map<string, number>();
  let busyMs = 0;
  let idleMs = 0;
  for (const [index, sampleId] of profile.samples.entries()) {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const leaf = byId.get(sampleId)!;
    if (leaf.callFrame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    const parts = new Set<string>();
    for (let id: number | undefined = sampleId; id !== undefined; id = parentOf.get(id)) {
      const part = partOf(byId.get(id)!.callFrame.url);
      if (part) parts.add(part);
    }
    if (parts.size === 0) parts.add(leaf.callFrame.functionName || '(other)');
    for (const part of parts) partTime.set(part, (partTime.get(part) ?? 0) + ms);
    if (stepParts.some((part) => parts.has(part))) stepSelf.set(frameName(leaf), (stepSelf.get(frameName(leaf)) ?? 0) + ms);
  }
  const top = (entries: Map<string, number>, count: number) => [...entries.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  return {
    busyMs,
    idleMs,
    byPart: top(partTime, 12).map(([part, ms]) => ({ part, ms })),
    step,
    stepParts,
    hottest: top(stepSelf, 12).map(([name, ms]) => ({ name, ms })),
  };
}
