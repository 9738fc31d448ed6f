import type { EventTableQuery, EventTableRow } from '../../shared/api/participants.ts';
import { toCsv } from './csv.ts';
import type { EventAccessRules, Viewer } from './event-access.ts';
import { stateOrder, toTableRow } from './participant-views.ts';
import type { ParticipantsRepository } from './participants.repository.ts';

export interface ParticipantTableServiceDependencies {
  participants: Pick<ParticipantsRepository, 'participantsWithUsers'>;
  access: EventAccessRules;
}

const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');

const csvHeader = [
  'Name',
  'Phone',
  'Email',
  'LinkedIn',
  'State',
  'Host',
  'Invited at',
  'Joined at',
  'Details',
  'Picture',
  'Dossier',
  'Prospects',
  'Matches',
];

/** `tandem-climate-founders-dinner-participants.csv`: the event's name, made safe for a file name. */
function csvFileName(eventName: string): string {
  const slug =
    eventName
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event';
  return `tandem-${slug}-participants.csv`;
}

/** The admins' table of one event's participants: filtered, sorted, and downloadable as CSV. */
export function createParticipantTableService({ participants, access }: ParticipantTableServiceDependencies) {
  /** Filtered and sorted in memory: one event's participants. */
  async function table(viewer: Viewer, rawId: string, query: EventTableQuery) {
    const { event } = await access.view(viewer, rawId);
    const all = (await participants.participantsWithUsers(event.id)).map(toTableRow);
    const needle = query.q?.toLowerCase();
    const complete = (row: EventTableRow) => Boolean(row.onboarding?.hasDetails && row.onboarding.hasPicture && row.onboarding.hasDossier);
    const rows = all.filter(
      (row) =>
        (!query.state || row.state === query.state) &&
        (!query.onboarding || complete(row) === (query.onboarding === 'complete')) &&
        (!needle || [row.name, row.phoneNumber, row.email].some((value) => value?.toLowerCase().includes(needle))),
    );
    const onboardingScore = (row: EventTableRow) =>
      row.onboarding ? Number(row.onboarding.hasDetails) + Number(row.onboarding.hasPicture) + Number(row.onboarding.hasDossier) : -1;
    const key: Record<EventTableQuery['sort'], (row: EventTableRow) => string | number> = {
      name: (row) => (row.name ?? '').toLowerCase(),
      state: (row) => stateOrder[row.state],
      joinedAt: (row) => row.joinedAt ?? '',
      invitedAt: (row) => row.invitedAt ?? '',
      onboarding: onboardingScore,
      prospects: (row) => row.prospects,
      matches: (row) => row.matches,
    };
    const direction = query.order === 'desc' ? -1 : 1;
    const sortKey = key[query.sort];
    rows.sort((a, b) => {
      const x = sortKey(a);
      const y = sortKey(b);
      const compared = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return compared * direction || (a.name ?? '').localeCompare(b.name ?? '') || a.participantId.localeCompare(b.participantId);
    });
    return { event: { id: event.id, name: event.name }, total: all.length, rows };
  }

  return {
    table,

    /** The same table as a CSV file, with a file name from the event's name. */
    async tableCsv(viewer: Viewer, rawId: string, query: EventTableQuery): Promise<{ fileName: string; csv: string }> {
      const { event, rows } = await table(viewer, rawId, query);
      const csv = toCsv([
        csvHeader,
        ...rows.map((row) => [
          row.deleted ? 'Deleted user' : row.name,
          row.phoneNumber,
          row.email,
          row.linkedin,
          row.state,
          yesNo(row.isHost),
          row.invitedAt,
          row.joinedAt,
          yesNo(row.onboarding?.hasDetails),
          yesNo(row.onboarding?.hasPicture),
          yesNo(row.onboarding?.hasDossier),
          row.prospects,
          row.matches,
        ]),
      ]);
      return { fileName: csvFileName(event.name), csv };
    },
  };
}

export type ParticipantTableService = ReturnType<typeof createParticipantTableService>;
