import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTableRow } from '../../../../shared/api/events.ts';
import { api } from '../../lib/api-client.ts';
import { tableViewParams, type TableView } from './event-table-params.ts';

export type EventTable = { event: { id: string; name: string }; total: number; rows: EventTableRow[] };

const tablePath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/table`;

/** The participant table, sorted and filtered by the server. */
export function fetchEventTable(eventId: string, view: TableView): Promise<EventTable> {
  const query = tableViewParams(view).toString();
  return api.get<EventTable>(`${tablePath(eventId)}${query ? `?${query}` : ''}`);
}

/** The same table as a CSV download (an ordinary link: the browser saves the attachment). */
export function eventTableCsvUrl(eventId: string, view: TableView): string {
  return `${tablePath(eventId)}?${tableViewParams(view, { format: 'csv' }).toString()}`;
}

export const eventTableQuery = (eventId: string, view: TableView) =>
  queryOptions({ queryKey: ['/api/events/table', eventId, view], queryFn: () => fetchEventTable(eventId, view) });

/** Keeps the rows on screen while another sort or filter loads, so the table does not jump. */
export function useEventTable(eventId: string, view: TableView) {
  return useQuery({ ...eventTableQuery(eventId, view), placeholderData: keepPreviousData });
}
