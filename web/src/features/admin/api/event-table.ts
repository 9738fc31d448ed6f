import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTableRow } from '../../../../../shared/api/participants.ts';
import { api } from '../../../lib/api-client.ts';
import { eventApiPath } from '../../events/api/event-keys.ts';
import { tableViewParams, type TableView } from '../event-table-params.ts';
import { adminKeys } from './admin-keys.ts';

export type EventTable = { event: { id: string; name: string }; total: number; rows: EventTableRow[] };

const tablePath = (eventId: string) => `${eventApiPath(eventId)}/table`;

/** The participant table, sorted and filtered by the server. */
export function getEventTable(eventId: string, view: TableView): Promise<EventTable> {
  const query = tableViewParams(view).toString();
  return api.get<EventTable>(`${tablePath(eventId)}${query ? `?${query}` : ''}`);
}

/** The same table as a CSV download (an ordinary link: the browser saves the attachment). */
export function eventTableCsvUrl(eventId: string, view: TableView): string {
  return `${tablePath(eventId)}?${tableViewParams(view, { format: 'csv' }).toString()}`;
}

export function eventTableQueryOptions(eventId: string, view: TableView) {
  return queryOptions({ queryKey: adminKeys.eventTable(eventId, view), queryFn: () => getEventTable(eventId, view) });
}

/** Keeps the rows on screen while another sort or filter loads, so the table does not jump. */
export function useEventTable(eventId: string, view: TableView) {
  return useQuery({ ...eventTableQueryOptions(eventId, view), placeholderData: keepPreviousData });
}
